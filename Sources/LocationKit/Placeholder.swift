enum LocationKitPlaceholder {}
