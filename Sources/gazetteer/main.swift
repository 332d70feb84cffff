print("gazetteer")
