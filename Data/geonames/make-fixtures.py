#!/usr/bin/env python3
"""Writes the GeoNames fixtures in this folder: awkward-places.txt, .txt.gz and .zip
(the .zip holds the data and a readme.txt, like geonames.org's per-country archives),
plus small admin1CodesASCII.txt, countryInfo.txt and alternateNamesV2.txt side files (names by
language for some of the places, two admin1 divisions and two countries, with preferred, short,
colloquial and historic flags, codes that are not languages, and a damaged row).

Deterministic: run it again and the files come out byte for byte the same."""
import gzip, io, os, zipfile

HERE = os.path.dirname(os.path.abspath(__file__))

# geonameid, name, asciiname, alternatenames, lat, lon, class, code, cc, admin1, population, timezone
ROWS = [
    (3042030, "Vaduz", "Vaduz", "Vaduts,Vaduz,Вадуц,ファドゥーツ", "47.14151", "9.52154", "P", "PPLC", "LI", "11", "5197", "Europe/Vaduz"),
    (3042041, "Schaan", "Schaan", "Schaan,Шан", "47.16498", "9.50867", "P", "PPLA", "LI", "07", "5998", "Europe/Vaduz"),
    (3042036, "Triesen", "Triesen", "", "47.10752", "9.52815", "P", "PPLA", "LI", "09", "4701", "Europe/Vaduz"),
    (2657896, "Zürich", "Zurich", "Zurich,Zurigo,Zürich,Цюрих", "47.36667", "8.55", "P", "PPLA", "CH", "ZH", "341730", "Europe/Zurich"),
    (3448439, "São Paulo", "Sao Paulo", "Sao Paulo,São Paulo,Сан-Паулу,サンパウロ", "-23.5475", "-46.63611", "P", "PPLA", "BR", "27", "10021295", "America/Sao_Paulo"),
    (2950159, "Berlin", "Berlin", "Berlin,Berlín,Берлин", "52.52437", "13.41053", "P", "PPLC", "DE", "16", "3426354", "Europe/Berlin"),
    (2920512, "Gießen", "Giessen", "Giessen,Gießen", "50.58727", "8.67554", "P", "PPLA3", "DE", "05", "72253", "Europe/Berlin"),
    (3093133, "Łódź", "Lodz", "Lodz,Łódź,Лодзь", "51.75", "19.46667", "P", "PPLA", "PL", "74", "768755", "Europe/Warsaw"),
    (2618425, "København", "Copenhagen", "Copenhagen,Kobenhavn,København,Kopenhagen", "55.67594", "12.56553", "P", "PPLC", "DK", "17", "1153615", "Europe/Copenhagen"),
    (3133880, "Tromsø", "Tromso", "Tromso,Tromsø,Romsa", "69.6489", "18.95508", "P", "PPLA", "NO", "54", "41915", "Europe/Oslo"),
    (745044, "İstanbul", "Istanbul", "Istanbul,İstanbul,Stambol,Constantinople", "41.01384", "28.94966", "P", "PPLA", "TR", "34", "14804116", "Europe/Istanbul"),
    (1583992, "Đà Nẵng", "Da Nang", "Da Nang,Đà Nẵng,Tourane", "16.06778", "108.22083", "P", "PPLA", "VN", "78", "752493", "Asia/Ho_Chi_Minh"),
    (264371, "Αθήνα", "Athens", "Athens,Athina,Athènes,Αθήνα", "37.98376", "23.72784", "P", "PPLC", "GR", "ESYE31", "664046", "Europe/Athens"),
    (1850147, "Tokyo", "Tokyo", "Tokio,Tokyo,東京,Токио", "35.6895", "139.69171", "P", "PPLC", "JP", "40", "8336599", "Asia/Tokyo"),
    (3413829, "Reykjavík", "Reykjavik", "Reykjavik,Reykjavík", "64.13548", "-21.89541", "P", "PPLC", "IS", "39", "118918", "Atlantic/Reykjavik"),
    (2980291, "Saint-Étienne", "Saint-Etienne", "Saint-Etienne,Saint-Étienne,Sant-Etiève", "45.43389", "4.39", "P", "PPLA2", "FR", "84", "171483", "Europe/Paris"),
    (2747351, "'s-Hertogenbosch", "'s-Hertogenbosch", "Den Bosch,'s-Hertogenbosch,Bois-le-Duc", "51.69917", "5.30417", "P", "PPLA", "NL", "06", "134520", "Europe/Amsterdam"),
    (4402245, "O'Fallon", "O'Fallon", "O'Fallon,O Fallon", "38.81061", "-90.69985", "P", "PPL", "US", "MO", "79329", "America/Chicago"),
    (4250542, "Springfield", "Springfield", "Springfield,Springfild", "39.80172", "-89.64371", "P", "PPLA", "US", "IL", "114394", "America/Chicago"),
    (4409896, "Springfield", "Springfield", "", "37.21533", "-93.29824", "P", "PPLA2", "US", "MO", "169176", "America/Chicago"),
    (4951788, "Springfield", "Springfield", "", "42.10148", "-72.58981", "P", "PPLA2", "US", "MA", "153606", "America/New_York"),
    (9990001, 'Chemin du "Bout"', "Chemin du \"Bout\"", 'Le "Bout",Bout', "46.2", "6.15", "P", "PPL", "CH", "GE", "520", "Europe/Zurich"),
    # An antimeridian pair: Taveuni (east of 180°) and the Lau group (west of -180°), about 60 km apart.
    (2194370, "Waiyevo", "Waiyevo", "", "-16.7893", "179.9884", "P", "PPL", "FJ", "03", "1000", "Pacific/Fiji"),
    (9990002, "Lomaloma East", "Lomaloma East", "", "-16.9", "-179.6", "P", "PPL", "FJ", "03", "800", "Pacific/Fiji"),
    # Near the poles.
    (2729907, "Ny-Ålesund", "Ny-Alesund", "Ny-Alesund,Ny-Ålesund", "78.9237", "11.9306", "P", "PPL", "SJ", "21", "35", "Arctic/Longyearbyen"),
    (6170132, "Alert", "Alert", "", "82.50106", "-62.34815", "P", "PPL", "CA", "14", "62", "America/Pangnirtung"),
    (6696480, "McMurdo Station", "McMurdo Station", "McMurdo", "-77.846", "166.676", "S", "STNB", "AQ", "", "", "Antarctica/McMurdo"),
    (6695827, "Amundsen-Scott South Pole Station", "Amundsen-Scott South Pole Station", "South Pole", "-89.9975", "139.27", "S", "STNB", "AQ", "", "", "Antarctica/McMurdo"),
]

# Awkward rows appended as raw lines: empty columns, then two bad rows the importer skips and counts.
EXTRA_LINES = [
    # Empty asciiname, alternatenames, feature code, admin codes and population (as in cities500).
    "9990003\tMiddle Of Nowhere\t\t\t10.5\t20.25\tP\t\tTD\t\t\t\t\t\t\t\t\t\t",
    # Latitude is not a number.
    "9990004\tBad Latitude\tBad Latitude\t\tnorth\t20.0\tP\tPPL\tTD\t\t01\t\t\t\t100\t\t\tAfrica/Ndjamena\t2020-01-01",
    # Five columns instead of nineteen.
    "9990005\tToo Short\t\t\t1.0",
]


def row_line(row):
    gid, name, ascii_name, alternates, lat, lon, fclass, fcode, cc, admin1, pop, tz = row
    columns = [str(gid), name, ascii_name, alternates, lat, lon, fclass, fcode, cc, "", admin1, "", "", "",
               pop, "", "", tz, "2024-01-01"]
    assert len(columns) == 19
    return "\t".join(columns)


def main():
    text = "\n".join([row_line(r) for r in ROWS] + EXTRA_LINES) + "\n"
    data = text.encode("utf-8")
    with open(os.path.join(HERE, "awkward-places.txt"), "wb") as f:
        f.write(data)
    with open(os.path.join(HERE, "awkward-places.txt.gz"), "wb") as f:
        with gzip.GzipFile(filename="awkward-places.txt", mode="wb", fileobj=f, mtime=0) as gz:
            gz.write(data)
    with zipfile.ZipFile(os.path.join(HERE, "awkward-places.zip"), "w", zipfile.ZIP_DEFLATED) as archive:
        for name, payload in [("awkward-places.txt", data), ("readme.txt", b"Fixture for gazetteer tests.\n")]:
            info = zipfile.ZipInfo(name, date_time=(2024, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, payload)
    admin1 = [
        ("LI.11", "Vaduz"), ("LI.07", "Schaan"), ("LI.09", "Triesen"), ("CH.ZH", "Zurich"), ("CH.GE", "Geneva"),
        ("BR.27", "São Paulo"), ("DE.16", "Berlin"), ("DE.05", "Hesse"), ("PL.74", "Łódź Voivodeship"),
        ("DK.17", "Capital Region"), ("NO.54", "Troms og Finnmark"), ("TR.34", "Istanbul"), ("VN.78", "Da Nang"),
        ("GR.ESYE31", "Attica"), ("JP.40", "Tokyo"), ("IS.39", "Capital Region"), ("FR.84", "Auvergne-Rhône-Alpes"),
        ("NL.06", "North Brabant"), ("US.MO", "Missouri"), ("US.IL", "Illinois"), ("US.MA", "Massachusetts"),
        ("FJ.03", "Northern"), ("SJ.21", "Svalbard"), ("CA.14", "Nunavut"),
    ]
    with open(os.path.join(HERE, "admin1CodesASCII.txt"), "w", encoding="utf-8", newline="\n") as f:
        for code, name in admin1:
            f.write(f"{code}\t{name}\t{name}\t{ADMIN1_IDS.get(code, 0)}\n")
    countries = [
        ("LI", "Liechtenstein"), ("CH", "Switzerland"), ("BR", "Brazil"), ("DE", "Germany"), ("PL", "Poland"),
        ("DK", "Denmark"), ("NO", "Norway"), ("TR", "Turkey"), ("VN", "Vietnam"), ("GR", "Greece"), ("JP", "Japan"),
        ("IS", "Iceland"), ("FR", "France"), ("NL", "Netherlands"), ("US", "United States"), ("FJ", "Fiji"),
        ("SJ", "Svalbard and Jan Mayen"), ("CA", "Canada"), ("AQ", "Antarctica"), ("TD", "Chad"),
    ]
    with open(os.path.join(HERE, "countryInfo.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("# Subset of GeoNames countryInfo.txt for the fixtures.\n")
        f.write("#ISO\tISO3\tISO-Numeric\tfips\tCountry\tCapital\n")
        for code, name in countries:
            if code in COUNTRY_IDS:
                # Columns 6 to 15 left empty; column 16 is the geonameid.
                f.write(f"{code}\t{code}X\t000\t{code}\t{name}\t" + "\t" * 11 + f"{COUNTRY_IDS[code]}\n")
            else:
                f.write(f"{code}\t{code}X\t000\t{code}\t{name}\t\n")
    lines = []
    for number, (gid, lang, name, preferred, short, colloquial, historic) in enumerate(ALTERNATE_NAMES, start=1):
        lines.append("\t".join([str(1000000 + number), str(gid), lang, name, preferred, short, colloquial, historic, "", ""]))
    # A damaged row: too few columns.
    lines.insert(5, "1999999\t3042030\tde")
    with open(os.path.join(HERE, "alternateNamesV2.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


# The geonameids of two admin1 divisions and two countries, which alternateNamesV2.txt names.
ADMIN1_IDS = {"LI.11": 3042029, "CH.ZH": 2657895}
COUNTRY_IDS = {"LI": 3042058, "CH": 2658434}

# alternateNamesV2.txt: geonameid, isolanguage, name, isPreferredName, isShortName, isColloquial, isHistoric.
ALTERNATE_NAMES = [
    # Vaduz: a preferred Russian name, a postcode, a link and a Wikidata id that are no names.
    (3042030, "de", "Vaduz", "", "", "", ""),
    (3042030, "ru", "Вадуц", "1", "", "", ""),
    (3042030, "ja", "ファドゥーツ", "", "", "", ""),
    (3042030, "post", "9490", "", "", "", ""),
    (3042030, "link", "https://en.wikipedia.org/wiki/Vaduz", "", "", "", ""),
    (3042030, "wkdt", "Q1844", "", "", "", ""),
    # Zürich: Italian preferred, English plain then preferred, a colloquial and a historic name, a regional tag, codes.
    (2657896, "it", "Zurigo", "1", "", "", ""),
    (2657896, "en", "Zurich City", "", "", "", ""),
    (2657896, "en", "Zurich", "1", "", "", ""),
    (2657896, "fr", "Zurich", "", "", "", ""),
    (2657896, "ru", "Цюрих", "", "", "", ""),
    (2657896, "gsw", "Züri", "", "", "1", ""),
    (2657896, "la", "Turicum", "", "", "", "1"),
    (2657896, "zh-TW", "蘇黎世", "", "", "", ""),
    (2657896, "iata", "ZRH", "", "", "", ""),
    (2657896, "icao", "LSZH", "", "", "", ""),
    (2657896, "unlc", "CHZRH", "", "", "", ""),
    (2657896, "fr_1793", "Zurich-la-Révolutionnaire", "", "", "", ""),
    (2657896, "", "Zuerich", "", "", "", ""),
    # İstanbul: a historic English name does not answer for English.
    (745044, "en", "Constantinople", "", "", "", "1"),
    (745044, "en", "Istanbul", "1", "", "", ""),
    (745044, "ru", "Стамбул", "", "", "", ""),
    # København: a short Danish name, an abbreviation.
    (2618425, "en", "Copenhagen", "1", "", "", ""),
    (2618425, "de", "Kopenhagen", "", "", "", ""),
    (2618425, "da", "Kbh.", "", "1", "", ""),
    (2618425, "abbr", "KBH", "", "", "", ""),
    # Athens.
    (264371, "fr", "Athènes", "", "", "", ""),
    (264371, "el", "Αθήνα", "1", "", "", ""),
    # Springfield, Illinois: a transit code.
    (4250542, "tcid", "SPI", "", "", "", ""),
    # Admin1 divisions (their geonameids in admin1CodesASCII.txt) and countries (in countryInfo.txt).
    (2657895, "de", "Zürich", "", "", "", ""),
    (2657895, "fr", "Zurich", "", "", "", ""),
    (2657895, "it", "Zurigo", "1", "", "", ""),
    (3042029, "ru", "Вадуц", "", "", "", ""),
    (2658434, "de", "Schweiz", "1", "", "", ""),
    (2658434, "fr", "Suisse", "1", "", "", ""),
    (2658434, "it", "Svizzera", "1", "", "", ""),
    (2658434, "ru", "Швейцария", "", "", "", ""),
    (2658434, "la", "Helvetia", "", "", "", "1"),
    (3042058, "ru", "Лихтенштейн", "", "", "", ""),
    (3042058, "fr", "Liechtenstein", "", "", "", ""),
    # A place no input holds.
    (2761369, "de", "Wien", "1", "", "", ""),
]


if __name__ == "__main__":
    main()
