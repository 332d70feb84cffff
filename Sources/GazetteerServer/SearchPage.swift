/// The search page served at `/`: one self-contained HTML file (no external scripts, styles, fonts
/// or tiles). An autocomplete box queries `/api` as you type; arrow keys move through the results;
/// an SVG map draws the shape of the data (the density raster of `/v1/density`) over the index's
/// bounding box (from `/v1/info`) with the result points; the wheel zooms and a drag pans it, and
/// a click sets the point that searches are biased towards and distances are measured from. The
/// query and the selected result live in the address (`/?q=vaduz&selected=2`), so a search can be
/// linked and bookmarked; the sources' attribution (OpenStreetMap's ODbL, GeoNames' CC BY) is
/// shown under the map.
enum SearchPage {
    static let html = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>gazetteer</title>
<style>
  :root { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d2733; background: #f6f7f9; }
  body { margin: 0; display: flex; justify-content: center; }
  main { width: min(960px, 100%); padding: 24px; box-sizing: border-box; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  #about { color: #5b6775; font-size: 13px; margin: 0 0 16px; }
  .layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 16px; }
  @media (max-width: 720px) { .layout { grid-template-columns: 1fr; } }
  #q { width: 100%; box-sizing: border-box; font-size: 18px; padding: 10px 12px; border: 1px solid #b8c2cc;
       border-radius: 6px; outline: none; }
  #q:focus { border-color: #2f6fdb; box-shadow: 0 0 0 3px #2f6fdb33; }
  #status { font-size: 12px; color: #5b6775; min-height: 18px; margin: 6px 2px; }
  ol { list-style: none; margin: 0; padding: 0; background: #fff; border: 1px solid #d7dde3; border-radius: 6px; }
  ol:empty { display: none; }
  li { padding: 8px 12px; border-bottom: 1px solid #eef1f4; cursor: pointer; }
  li:last-child { border-bottom: none; }
  li[aria-selected="true"] { background: #e8f0fd; }
  .name { font-weight: 600; }
  .where { color: #46525f; font-size: 13px; }
  .meta { color: #7a8694; font-size: 12px; }
  svg { width: 100%; height: auto; background: #dfe9f3; border: 1px solid #c6d3df; border-radius: 6px; cursor: crosshair; }
  .frame { fill: #f3f6ee; stroke: #9fb0a0; stroke-width: 1; vector-effect: non-scaling-stroke; }
  .grid { stroke: #cfd8cf; stroke-width: 0.5; vector-effect: non-scaling-stroke; }
  .point { fill: #2f6fdb; stroke: #fff; stroke-width: 1; vector-effect: non-scaling-stroke; }
  .point.selected { fill: #d9480f; }
  .bias { fill: none; stroke: #d9480f; stroke-width: 2; vector-effect: non-scaling-stroke; }
  .density { image-rendering: pixelated; }
  #attribution { color: #5b6775; font-size: 12px; margin-top: 4px; }
  #attribution a { color: inherit; }
</style>
</head>
<body>
<main>
  <h1>gazetteer</h1>
  <p id="about">Offline place search.</p>
  <div class="layout">
    <section>
      <input id="q" type="search" placeholder="Search places…" autocomplete="off" autofocus
             role="combobox" aria-expanded="false" aria-controls="results" aria-autocomplete="list">
      <div id="status" aria-live="polite"></div>
      <ol id="results" role="listbox"></ol>
    </section>
    <section>
      <svg id="map" viewBox="0 0 360 180" preserveAspectRatio="xMidYMid meet" role="img" aria-label="map of the results"></svg>
      <div id="maphint" class="meta">Click the map to search near a point; scroll to zoom, drag to pan.</div>
      <div id="attribution"></div>
    </section>
  </div>
</main>
<script>
"use strict";
const input = document.getElementById("q"), list = document.getElementById("results");
const statusLine = document.getElementById("status"), map = document.getElementById("map");
const svg = "http://www.w3.org/2000/svg";
let extent = { minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 }, bounds = Object.assign({}, extent);
let features = [], selected = -1, bias = null, generation = 0, timer = null, raster = null, wanted = -1;

function element(name, attributes, parent) {
  const node = document.createElementNS(svg, name);
  for (const key in attributes) node.setAttribute(key, attributes[key]);
  if (parent) parent.appendChild(node);
  return node;
}
function project(lon, lat) {
  const w = bounds.maxLon - bounds.minLon || 1, h = bounds.maxLat - bounds.minLat || 1;
  return [(lon - bounds.minLon) / w * 360, (bounds.maxLat - lat) / h * 180];
}
function unproject(x, y) {
  return [bounds.minLon + x / 360 * (bounds.maxLon - bounds.minLon), bounds.maxLat - y / 180 * (bounds.maxLat - bounds.minLat)];
}
function drawMap() {
  map.textContent = "";
  element("rect", { class: "frame", x: 0, y: 0, width: 360, height: 180 }, map);
  if (raster) {
    const [x1, y1] = project(raster.west, raster.north), [x2, y2] = project(raster.east, raster.south);
    element("image", { class: "density", href: raster.url, x: x1, y: y1, width: Math.max(x2 - x1, 0.01),
                       height: Math.max(y2 - y1, 0.01), preserveAspectRatio: "none" }, map);
  }
  const step = Math.max(1, Math.pow(10, Math.floor(Math.log10(Math.max(bounds.maxLon - bounds.minLon, 0.01)))));
  for (let lon = Math.ceil(bounds.minLon / step) * step; lon < bounds.maxLon; lon += step) {
    const [x] = project(lon, 0); element("line", { class: "grid", x1: x, y1: 0, x2: x, y2: 180 }, map);
  }
  for (let lat = Math.ceil(bounds.minLat / step) * step; lat < bounds.maxLat; lat += step) {
    const [, y] = project(0, lat); element("line", { class: "grid", x1: 0, y1: y, x2: 360, y2: y }, map);
  }
  features.forEach((feature, i) => {
    const [lon, lat] = feature.geometry.coordinates, [x, y] = project(lon, lat);
    const dot = element("circle", { class: "point" + (i === selected ? " selected" : ""), cx: x, cy: y, r: i === selected ? 4 : 3 }, map);
    element("title", {}, dot).textContent = feature.properties.name || "";
  });
  if (bias) { const [x, y] = project(bias[1], bias[0]); element("circle", { class: "bias", cx: x, cy: y, r: 6 }, map); }
}
function distance(lat1, lon1, lat2, lon2) {
  const r = Math.PI / 180, a = Math.sin((lat2 - lat1) * r / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin((lon2 - lon1) * r / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}
function formatDistance(m) { return m < 1000 ? Math.round(m) + " m" : (m / 1000).toFixed(m < 10000 ? 2 : 0) + " km"; }
function render() {
  list.textContent = "";
  features.forEach((feature, i) => {
    const p = feature.properties, item = document.createElement("li");
    item.id = "result-" + i; item.setAttribute("role", "option");
    item.setAttribute("aria-selected", i === selected ? "true" : "false");
    const name = document.createElement("div"); name.className = "name"; name.textContent = p.name || p.osm_value;
    const where = document.createElement("div"); where.className = "where";
    where.textContent = [p.district, p.city, p.county, p.state, p.country].filter(Boolean).join(", ");
    const meta = document.createElement("div"); meta.className = "meta";
    const [lon, lat] = feature.geometry.coordinates;
    const parts = [p.osm_key + "=" + p.osm_value];
    if (p.population) parts.push("pop " + p.population.toLocaleString("en"));
    if (bias) parts.push(formatDistance(distance(bias[0], bias[1], lat, lon)));
    else if (p.distance !== undefined) parts.push(formatDistance(p.distance));
    parts.push(lat.toFixed(5) + ", " + lon.toFixed(5));
    meta.textContent = parts.join(" · ");
    item.append(name, where, meta);
    item.addEventListener("mousedown", (event) => { event.preventDefault(); choose(i); });
    list.appendChild(item);
  });
  input.setAttribute("aria-expanded", features.length ? "true" : "false");
  if (selected >= 0) input.setAttribute("aria-activedescendant", "result-" + selected); else input.removeAttribute("aria-activedescendant");
  drawMap();
}
function remember() {
  const params = new URLSearchParams();
  const text = input.value.trim();
  if (text) params.set("q", text);
  if (text && selected > 0) params.set("selected", String(selected));
  history.replaceState(null, "", params.toString() ? "?" + params : location.pathname);
}
function choose(i) {
  selected = i; render(); remember();
  const p = features[i].properties;
  statusLine.textContent = [p.name, p.city, p.state, p.country].filter(Boolean).join(", ");
}
async function search() {
  const text = input.value.trim(), mine = ++generation;
  if (!text) { features = []; selected = -1; statusLine.textContent = ""; render(); remember(); return; }
  const params = new URLSearchParams({ q: text, limit: "10" });
  if (bias) { params.set("lat", bias[0].toFixed(5)); params.set("lon", bias[1].toFixed(5)); }
  const started = performance.now();
  try {
    const response = await fetch("api?" + params);
    const body = await response.json();
    if (mine !== generation) return;
    if (!response.ok) { statusLine.textContent = body.message || response.statusText; features = []; }
    else {
      features = body.features; selected = features.length ? 0 : -1;
      if (wanted >= 0 && wanted < features.length) selected = wanted;
      wanted = -1;
      statusLine.textContent = features.length ? features.length + " results in " + Math.round(performance.now() - started) + " ms" : "no results";
    }
  } catch (error) { if (mine === generation) statusLine.textContent = "request failed: " + error.message; }
  render(); remember();
}
input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(search, 60); });
input.addEventListener("keydown", (event) => {
  if (event.key === "ArrowDown" && features.length) { selected = (selected + 1) % features.length; render(); remember(); event.preventDefault(); }
  else if (event.key === "ArrowUp" && features.length) { selected = (selected - 1 + features.length) % features.length; render(); remember(); event.preventDefault(); }
  else if (event.key === "Enter" && selected >= 0) { choose(selected); event.preventDefault(); }
  else if (event.key === "Escape") { input.value = ""; features = []; selected = -1; statusLine.textContent = ""; render(); }
});
function mapPoint(event) {
  const box = map.getBoundingClientRect(), scale = Math.min(box.width / 360, box.height / 180);
  return [(event.clientX - box.left - (box.width - 360 * scale) / 2) / scale,
          (event.clientY - box.top - (box.height - 180 * scale) / 2) / scale, scale];
}
// The view (`bounds`) zooms around the pointer and pans with a drag, within the world.
function setView(minLon, minLat, maxLon, maxLat) {
  const width = Math.min(360, Math.max(maxLon - minLon, 0.001)), height = Math.min(180, Math.max(maxLat - minLat, 0.0005));
  minLon = Math.min(Math.max(minLon, -180), 180 - width); minLat = Math.min(Math.max(minLat, -90), 90 - height);
  bounds = { minLon: minLon, minLat: minLat, maxLon: minLon + width, maxLat: minLat + height };
  drawMap();
}
map.addEventListener("wheel", (event) => {
  event.preventDefault();
  const [x, y] = mapPoint(event), [lon, lat] = unproject(x, y), factor = event.deltaY < 0 ? 0.7 : 1 / 0.7;
  setView(lon - (lon - bounds.minLon) * factor, lat - (lat - bounds.minLat) * factor,
          lon + (bounds.maxLon - lon) * factor, lat + (bounds.maxLat - lat) * factor);
}, { passive: false });
let drag = null;
map.addEventListener("pointerdown", (event) => { drag = { x: event.clientX, y: event.clientY, view: Object.assign({}, bounds), moved: false }; });
map.addEventListener("pointermove", (event) => {
  if (!drag || !(event.buttons & 1)) return;
  const [, , scale] = mapPoint(event), dx = (event.clientX - drag.x) / scale, dy = (event.clientY - drag.y) / scale;
  if (Math.abs(dx) + Math.abs(dy) < 3 && !drag.moved) return;
  drag.moved = true;
  const w = drag.view.maxLon - drag.view.minLon, h = drag.view.maxLat - drag.view.minLat;
  setView(drag.view.minLon - dx / 360 * w, drag.view.minLat + dy / 180 * h, drag.view.maxLon - dx / 360 * w, drag.view.maxLat + dy / 180 * h);
});
map.addEventListener("dblclick", (event) => { event.preventDefault(); bounds = Object.assign({}, extent); drawMap(); });
map.addEventListener("click", async (event) => {
  if (drag && drag.moved) { drag = null; return; }
  drag = null;
  const [x, y] = mapPoint(event);
  const [lon, lat] = unproject(x, y);
  bias = [Math.max(-90, Math.min(90, lat)), Math.max(-180, Math.min(180, lon))];
  if (input.value.trim()) { search(); return; }
  const response = await fetch("reverse?lat=" + bias[0].toFixed(5) + "&lon=" + bias[1].toFixed(5));
  const body = await response.json();
  features = body.features || []; selected = features.length ? 0 : -1;
  statusLine.textContent = features.length ? "nearest place to the point" : "nothing near the point";
  render();
});
fetch("v1/info").then((r) => r.json()).then((info) => {
  const b = info.metadata && info.metadata.bounds;
  if (b) {
    const padLon = Math.max(0.01, (b.maxLongitude - b.minLongitude) * 0.05), padLat = Math.max(0.01, (b.maxLatitude - b.minLatitude) * 0.05);
    extent = { minLon: Math.max(-180, b.minLongitude - padLon), maxLon: Math.min(180, b.maxLongitude + padLon),
               minLat: Math.max(-90, b.minLatitude - padLat), maxLat: Math.min(90, b.maxLatitude + padLat) };
    bounds = Object.assign({}, extent);
  }
  document.getElementById("about").textContent = "Offline place search over " + info.records.toLocaleString("en") + " records.";
  attribute(Object.keys((info.metadata && info.metadata.sources) || {}));
  drawMap();
}).catch(() => drawMap());
// The data's attribution, as its licences ask: OpenStreetMap's ODbL, GeoNames' CC BY 4.0.
function attribute(sources) {
  const line = document.getElementById("attribution"), parts = [];
  if (sources.includes("osm")) parts.push(["© OpenStreetMap contributors (ODbL)", "https://www.openstreetmap.org/copyright"]);
  if (sources.includes("geonames")) parts.push(["GeoNames (CC BY 4.0)", "https://www.geonames.org/"]);
  line.textContent = parts.length ? "Data: " : "";
  parts.forEach(([text, href], i) => {
    if (i > 0) line.append(", ");
    const link = document.createElement("a"); link.href = href; link.textContent = text; line.append(link);
  });
}
// The base layer: one pixel a raster cell, shaded by how many records it holds.
fetch("v1/density").then((r) => r.json()).then((density) => {
  const canvas = document.createElement("canvas");
  canvas.width = density.columns; canvas.height = density.rows;
  const context = canvas.getContext("2d"), image = context.createImageData(density.columns, density.rows);
  for (let i = 0; i < density.levels.length; i++) {
    const level = parseInt(density.levels[i], 16);
    if (!level) continue;
    image.data[i * 4] = 47; image.data[i * 4 + 1] = 111; image.data[i * 4 + 2] = 80;
    image.data[i * 4 + 3] = 70 + level * 12;
  }
  context.putImageData(image, 0, 0);
  raster = { url: canvas.toDataURL(), west: density.west, south: density.south, east: density.east, north: density.north };
  drawMap();
}).catch(() => {});
// A linked search: /?q=vaduz&selected=2.
const linked = new URLSearchParams(location.search);
if (linked.get("q")) {
  input.value = linked.get("q");
  wanted = parseInt(linked.get("selected") || "-1", 10);
  search();
}
drawMap();
</script>
</body>
</html>
"""#
}
