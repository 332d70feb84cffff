"""Asks a running gazetteer server for names in a language through geopy's `language=` argument.

Usage: python3 geopy_language_check.py HOST:PORT. Photon sends `lang`, Nominatim `accept-language`.
Prints one JSON object with the address each call returned; exits non-zero when a call fails.
"""
import json
import sys

from geopy.geocoders import Nominatim, Photon

domain = sys.argv[1]
photon = Photon(domain=domain, scheme="http", timeout=10)
nominatim = Nominatim(domain=domain, scheme="http", user_agent="gazetteer-tests", timeout=10)


def address(location):
    return None if location is None else location.address


answers = {
    "photon_default": address(photon.geocode("Vaduz")),
    "photon_ru": address(photon.geocode("Vaduz", language="ru")),
    "photon_reverse_ru": address(photon.reverse("47.1415, 9.5215", language="ru")),
    "nominatim_default": address(nominatim.geocode("Vaduz")),
    "nominatim_ru": address(nominatim.geocode("Vaduz", language="ru")),
    "nominatim_list": address(nominatim.geocode("Post", language="de,fr;q=0.9,en;q=0.8")),
    "nominatim_reverse_zh": address(nominatim.reverse("47.1390, 9.5240", language="zh-Hant,zh")),
    "nominatim_namedetails": nominatim.geocode("Vaduz", namedetails=True).raw.get("namedetails"),
}
print(json.dumps(answers, ensure_ascii=False))
