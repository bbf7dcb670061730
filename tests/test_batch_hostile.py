"""grade-batch over the shared hostile submissions (/work/shared/cases/hostile, all `softmax`): each is a
row with a verdict, nothing is tampered with, nothing leaves the sandbox.

Runs only when `python -m grader doctor` reports the bubblewrap launcher with the filesystem hidden:
h_write_repo.py appends to every checkout it can find, so it must never run under the plain launcher.
The launcher is forced (DOJO_SANDBOX) so that it fails instead of degrading. About 30 s."""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import yaml

REPO = Path(__file__).resolve().parent.parent
HOSTILE = Path("/work/shared/cases/hostile")
MARKER = Path("/tmp/attn-dojo-hostile-write-marker")

pytestmark = [pytest.mark.sandbox, pytest.mark.slow]


def doctor() -> dict | None:
    r = subprocess.run([sys.executable, "-m", "grader", "doctor", "--json"], cwd=REPO, capture_output=True,
                       text=True, timeout=300)
    try:
        return json.loads(r.stdout)
    except ValueError:
        return None


def softmax_pack(dest: Path) -> Path:
    """The built-in softmax exercise alone, with a 0.5 s time limit (hostile loops cost that per case)."""
    manifest = yaml.safe_load((REPO / "pack.yaml").read_text(encoding="utf-8"))
    manifest.update(id="softmax_only", exercises=["softmax"], quiz=[])
    (dest / "exercises" / "prompts").mkdir(parents=True)
    (dest / "solutions").mkdir()
    (dest / "pack.yaml").write_text(yaml.safe_dump(manifest, allow_unicode=True), encoding="utf-8")
    for rel in ("exercises/softmax.py", "exercises/prompts/softmax.en.md", "exercises/prompts/softmax.zh.md",
                "solutions/softmax.py", "solutions/softmax.yaml"):
        shutil.copyfile(REPO / rel, dest / rel)
    meta = yaml.safe_load((REPO / "exercises" / "softmax.yaml").read_text(encoding="utf-8"))
    meta["time_limit_s"] = 0.5
    (dest / "exercises" / "softmax.yaml").write_text(yaml.safe_dump(meta, allow_unicode=True), encoding="utf-8")
    if (REPO / "solutions" / "mistakes" / "softmax").is_dir():  # legacy mistake files (now declared mutations)
        shutil.copytree(REPO / "solutions" / "mistakes" / "softmax", dest / "solutions" / "mistakes" / "softmax")
    return dest


def tampered(roots: list[Path]) -> list[str]:
    hits = []
    for root in roots:
        for p in root.rglob("*.py"):
            try:
                if "# tampered" in p.read_text(encoding="utf-8", errors="replace"):
                    hits.append(str(p))
            except OSError:
                pass
    return hits


@pytest.mark.external_corpus
def test_hostile_class(tmp_path: Path):
    files = sorted(HOSTILE.glob("*.py"))
    if not files:
        pytest.skip("no shared hostile cases on this machine")
    info = doctor()
    hidden = info and any(p["name"].startswith("filesystem hidden") and p["active"] for p in info.get("protections", []))
    if not info or not str(info.get("launcher", "")).startswith("bwrap") or info.get("degraded") or not hidden:
        pytest.skip("the sandbox does not hide the filesystem here; hostile submissions could tamper with the repo")
    assert not tampered([REPO / "grader", REPO / "solutions"]), "tampered before the test even started"
    MARKER.unlink(missing_ok=True)

    pack = softmax_pack(tmp_path / "pack")
    subs = tmp_path / "submissions"
    for f in files:
        (subs / f.stem).mkdir(parents=True)
        shutil.copyfile(f, subs / f.stem / "softmax.py")

    received: list[bytes] = []
    server = socket.socket()
    try:
        server.bind(("127.0.0.1", 47613))
        server.listen(5)
        server.settimeout(0.2)
    except OSError:
        server.close()
        server = None
    stop = threading.Event()

    def listen():
        while server is not None and not stop.is_set():
            try:
                conn, _ = server.accept()
                received.append(conn.recv(100) or b"<connected>")
                conn.close()
            except OSError:
                continue

    t = threading.Thread(target=listen, daemon=True)
    t.start()
    env = dict(os.environ, DOJO_SANDBOX=info["launcher"])  # fail rather than degrade to plain
    try:
        r = subprocess.run([sys.executable, "-m", "grader", "grade-batch", str(pack), str(subs), "--out",
                            str(tmp_path / "out"), "--no-progress"], cwd=REPO, env=env, capture_output=True,
                           text=True, timeout=600)
    finally:
        stop.set()
        t.join(timeout=2)
        if server is not None:
            server.close()
    assert r.returncode == 0, r.stderr
    book = json.loads((tmp_path / "out" / "gradebook.json").read_text(encoding="utf-8"))
    cells = {row["student"]: row["results"]["softmax"] for row in book["students"]}
    assert sorted(cells) == [f.stem for f in files]
    for name, cell in cells.items():
        assert cell["verdict"] not in ("grader_error", "missing", "unreadable"), (name, cell)
        if name != "h_network":  # h_network is a correct softmax that also tries to phone home
            assert cell["verdict"] != "accepted", (name, cell)
    assert cells["h_loop_in_call"]["verdict"] == "time_limit_exceeded"
    assert cells["h_print_flood"]["verdict"] == "output_limit_exceeded"
    assert received == []
    assert not MARKER.exists()
    assert not tampered([REPO / "grader", REPO / "solutions", pack, tmp_path / "out"])
    for p in (tmp_path / "out" / "feedback").iterdir():
        text = p.read_text(encoding="utf-8")
        assert "exfiltrated" not in text
