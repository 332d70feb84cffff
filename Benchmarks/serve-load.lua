-- wrk script: requests for `gazetteer serve`, chosen at random from a fixed set.
-- MODE=api: /api?q=<1-5 letter prefix>&limit=10; MODE=reverse: /reverse?lat=&lon= at random land points.
local mode = os.getenv("MODE") or "api"
local prefixes = {
  "a", "b", "l", "s", "m", "be", "pa", "lo", "ny", "to", "ber", "par", "lon", "mos", "tok",
  "berl", "pari", "lond", "madr", "rome", "vaduz", "zuric", "sprin", "osaka", "dubli", "k", "ka", "kar", "kara", "karac",
}
math.randomseed(42)
request = function()
  if mode == "reverse" then
    local lat = math.random() * 120 - 50
    local lon = math.random() * 340 - 170
    return wrk.format("GET", string.format("/reverse?lat=%.4f&lon=%.4f", lat, lon))
  end
  return wrk.format("GET", "/api?q=" .. prefixes[math.random(#prefixes)] .. "&limit=10")
end
