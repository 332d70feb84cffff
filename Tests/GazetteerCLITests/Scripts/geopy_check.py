"""Points geopy's Photon and Nominatim geocoders, unchanged, at a running gazetteer server.

Usage: python3 geopy_check.py HOST:PORT. Prints one JSON object with what each call returned;
exits non-zero when a call fails or returns nothing.
"""
import json
import sys

from geopy.geocoders import Nominatim, Photon

domain = sys.argv[1]
photon = Photon(domain=domain, scheme="http", timeout=10)
nominatim = Nominatim(domain=domain, scheme="http", user_agent="gazetteer-tests", timeout=10)


def describe(location):
    if location is None:
        return None
    return {"address": location.address, "latitude": location.latitude, "longitude": location.longitude}


answers = {
    "photon_geocode": describe(photon.geocode("Vaduz")),
    "photon_geocode_all": [describe(found) for found in (photon.geocode("springfield", exactly_one=False, limit=5) or [])],
    "photon_reverse": describe(photon.reverse("47.14, 9.52")),
    "nominatim_geocode": describe(nominatim.geocode("Vaduz")),
    "nominatim_geocode_all": [describe(found) for found in (nominatim.geocode("springfield", exactly_one=False, limit=5) or [])],
    "nominatim_reverse": describe(nominatim.reverse("47.14, 9.52")),
    "nominatim_nothing": describe(nominatim.geocode("atlantis")),
}
print(json.dumps(answers))
