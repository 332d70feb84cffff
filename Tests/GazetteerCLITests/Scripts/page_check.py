"""Drives the search page in headless Chromium over the DevTools protocol (pipe transport, no
extra packages): types a query key by key, waits for results, moves the selection with the arrow
key, reads the address, the base layer and the attribution, saves a screenshot, then opens a
linked search.

Usage: python3 page_check.py URL SCREENSHOT.png. Prints one JSON object with what the page showed.
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

url, screenshot = sys.argv[1], sys.argv[2]
browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
if browser is None:
    sys.exit("no chromium")
to_browser_read, to_browser_write = os.pipe()
from_browser_read, from_browser_write = os.pipe()


os.set_inheritable(to_browser_read, True)
os.set_inheritable(from_browser_write, True)


def attach_pipes():
    # The browser reads commands on descriptor 3 and writes answers on 4.
    reading, writing = os.dup(to_browser_read), os.dup(from_browser_write)
    os.dup2(reading, 3)
    os.dup2(writing, 4)


profile = tempfile.mkdtemp(prefix="gazetteer-page-")
process = subprocess.Popen(
    [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
     "--remote-debugging-pipe", "--user-data-dir=" + profile, "--window-size=1100,800", "about:blank"],
    preexec_fn=attach_pipes, close_fds=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_read)
os.close(from_browser_write)
pending = b""
next_id = 0


def call(method, params=None, session=None, timeout=20):
    global pending, next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    os.write(to_browser_write, json.dumps(message).encode() + b"\0")
    deadline = time.time() + timeout
    while time.time() < deadline:
        while b"\0" in pending:
            raw, pending = pending.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        chunk = os.read(from_browser_read, 1 << 20)
        if not chunk:
            raise RuntimeError("browser closed the pipe")
        pending += chunk
    raise RuntimeError(f"{method}: no answer in {timeout} s")


def evaluate(session, expression):
    result = call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
    return result.get("result", {}).get("value")


def wait_for(session, expression, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        value = evaluate(session, expression)
        if value:
            return value
        time.sleep(0.1)
    return evaluate(session, expression)


def key(session, name, code, text=None):
    event = {"key": name, "code": code, "windowsVirtualKeyCode": ord(text.upper()) if text else code_numbers[code]}
    if text:
        event["text"] = text
    call("Input.dispatchKeyEvent", dict(event, type="keyDown" if text else "rawKeyDown"), session)
    call("Input.dispatchKeyEvent", dict(event, type="keyUp"), session)


code_numbers = {"ArrowDown": 40, "ArrowUp": 38, "Enter": 13}
try:
    target = call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    call("Page.enable", session=session)
    call("Page.navigate", {"url": url}, session)
    wait_for(session, "document.readyState === 'complete' && !!document.getElementById('q')")
    wait_for(session, "document.getElementById('about').textContent.includes('records')")
    evaluate(session, "document.getElementById('q').focus()")
    for letter in "vadu":
        key(session, letter, "Key" + letter.upper(), text=letter)
    names = wait_for(session, "Array.from(document.querySelectorAll('#results li .name')).map(e => e.textContent)")
    first_selected = evaluate(session, "document.querySelector('#results li[aria-selected=true]')?.id")
    evaluate(session, "document.getElementById('q').value = ''; document.getElementById('q').dispatchEvent(new Event('input'))")
    for letter in "spring":
        key(session, letter, "Key" + letter.upper(), text=letter)
    # The answer to the whole word, not to a prefix typed before it (each answer resets the selection):
    # its request has completed, and the list shows Springfields only.
    wait_for(session, "(() => { const names = Array.from(document.querySelectorAll('#results li .name')).map(e => e.textContent);"
                      " const answered = performance.getEntriesByType('resource').some(e => e.name.includes('api?q=spring&'));"
                      " return answered && names.length > 0 && names.every(n => n === 'Springfield'); })()")
    key(session, "ArrowDown", "ArrowDown")
    moved = evaluate(session, "document.querySelector('#results li[aria-selected=true]')?.id")
    springfields = evaluate(session, "Array.from(document.querySelectorAll('#results li .where')).map(e => e.textContent)")
    points = evaluate(session, "document.querySelectorAll('#map circle.point').length")
    status = evaluate(session, "document.getElementById('status').textContent")
    address = evaluate(session, "location.search")
    density = wait_for(session, "document.querySelectorAll('#map image.density').length")
    attribution = evaluate(session, "document.getElementById('attribution').textContent")
    image = call("Page.captureScreenshot", {"format": "png"}, session)["data"]
    with open(screenshot, "wb") as file:
        file.write(base64.b64decode(image))
    # A linked search: the address alone brings back the query and the selected result.
    call("Page.navigate", {"url": url + "?q=spring&selected=2"}, session)
    wait_for(session, "document.readyState === 'complete' && document.querySelectorAll('#results li').length > 0")
    linked = {"query": evaluate(session, "document.getElementById('q').value"),
              "selected": wait_for(session, "document.querySelector('#results li[aria-selected=true]')?.id")}
    print(json.dumps({"vadu": names, "firstSelected": first_selected, "afterArrowDown": moved,
                      "springWhere": springfields, "mapPoints": points, "status": status, "address": address,
                      "densityImages": density, "attribution": attribution, "linked": linked}))
finally:
    try:
        call("Browser.close", timeout=5)
    except Exception:
        pass
    process.wait(timeout=10)
    shutil.rmtree(profile, ignore_errors=True)
