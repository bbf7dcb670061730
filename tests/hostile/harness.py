"""Helpers for the sandbox tests: hostile sources, expectations, and the harm checks.

Imported by ``tests/test_sandbox*.py`` (this directory is not collected by pytest).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import socket
import tempfile
import threading
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SHARED = REPO.parent / "shared" / "cases" / "hostile"
PORT = 47613                                  # h_network.py's default (the child's environment is cleared)
UNIX_PATH = "/tmp/attn-dojo-hostile.sock"
MARKERS = ["/tmp/attn-dojo-hostile-write-marker", "/dev/shm/attn-dojo-hostile", "/usr/attn-dojo-hostile",
           "/attn-dojo-hostile", str(REPO / "solutions" / "attn-dojo-hostile.py"),
           os.path.expanduser("~/attn-dojo-hostile")]
SECRET_NAME = "ATTN_DOJO_TEST_SECRET"
SECRET_VALUE = os.environ.setdefault(SECRET_NAME, "sekrit-" + secrets.token_hex(8))

# What the shared corpus may get (an honest answer may be accepted: h_network's softmax is correct).
SHARED_EXPECT = {
    "h_fork_many.py": {"time_limit_exceeded", "runtime_error"},
    "h_hidden_leak.py": {"runtime_error"},
    "h_huge_return.py": {"memory_limit_exceeded", "output_limit_exceeded"},
    "h_import_reference.py": {"wrong_answer"},
    "h_kill_parent.py": {"runtime_error", "wrong_answer"},
    "h_loop_at_import.py": {"time_limit_exceeded"},
    "h_loop_in_call.py": {"time_limit_exceeded"},
    "h_memory_bomb.py": {"memory_limit_exceeded", "time_limit_exceeded"},  # filling 6 GiB is slow
    "h_network.py": {"accepted"},
    "h_non_utf8.py": {"wrong_answer", "syntax_error"},
    "h_os_exit_call.py": {"runtime_error"},
    "h_print_flood.py": {"output_limit_exceeded"},
    "h_recursion.py": {"runtime_error", "time_limit_exceeded"},
    "h_segfault.py": {"runtime_error"},
    "h_sleep.py": {"time_limit_exceeded"},
    "h_sys_exit_import.py": {"runtime_error"},
    "h_threads.py": {"runtime_error", "time_limit_exceeded"},
    "h_write_repo.py": {"wrong_answer", "runtime_error"},
}


def hostile_files() -> list[Path]:
    own = sorted(p for p in HERE.glob("*.py") if p.name != "harness.py")
    shared = sorted(SHARED.glob("*.py")) if SHARED.is_dir() else []
    return shared + own


def expected_verdicts(path: Path) -> set[str]:
    if path.name in SHARED_EXPECT and path.parent == SHARED:
        return SHARED_EXPECT[path.name]
    head = path.read_bytes()[:400].decode("utf-8", "replace")
    m = re.search(r"^# expect: (.+)$", head, re.M)
    assert m, f"{path.name}: no '# expect:' line"
    return set(m.group(1).split())


def source_of(path: Path) -> bytes:
    raw = path.read_bytes()
    if b"# generate: deep_nesting" in raw:
        raw += b"x = " + b"(" * 100_000 + b"1" + b")" * 100_000 + b"\n\ndef softmax(x, axis=-1):\n    return x\n"
    if b"# generate: enormous" in raw:
        raw += b"# " + b"padding " * 40_000 + b"\n"
    return raw


# ----------------------------------------------------------------- can we sandbox here?

_bwrap_state: list = []


def bwrap_problem() -> str | None:
    """Why the bubblewrap sandbox cannot run here (a real start, once), or None when it can."""
    if not _bwrap_state:
        from grader.sandbox import bwrap
        from grader.sandbox.base import SandboxError
        from grader.sandbox.pool import WarmPool

        problems = bwrap.static_problems()
        if problems:
            _bwrap_state.append("; ".join(problems))
        else:
            pool = WarmPool(size=1)
            try:
                pool.prewarm(1, wait=True)
                _bwrap_state.append(None)
            except SandboxError as exc:
                _bwrap_state.append(str(exc))
            finally:
                pool.close()
    return _bwrap_state[0]


def require_bwrap() -> None:
    import pytest

    why = bwrap_problem()
    if why:
        pytest.skip("needs the bubblewrap sandbox (root, bwrap, setpriv, prlimit): " + why)


# ----------------------------------------------------------------- processes


def _status(pid: str) -> dict[str, str]:
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                k, _, v = line.partition(":")
                out[k] = v.strip()
    except OSError:
        pass
    return out


def processes_of(uids) -> list[dict]:
    """Live processes (not zombies) whose real uid is in ``uids``, with their namespace pid."""
    uids = set(uids)
    out = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        st = _status(name)
        if not st or st.get("State", "").startswith("Z"):
            continue
        try:
            uid = int(st["Uid"].split()[0])
        except (KeyError, ValueError, IndexError):
            continue
        if uid in uids:
            try:
                cmd = open(f"/proc/{name}/cmdline", "rb").read().replace(b"\0", b" ").decode("latin-1")
            except OSError:
                cmd = ""
            out.append({"pid": int(name), "uid": uid, "nspid": st.get("NSpid", "").split(), "cmd": cmd,
                        "threads": int(st.get("Threads", "1") or 1)})
    return out


def leftovers(uids, allow_zygotes: bool = True) -> list[dict]:
    """Processes of the sandbox uids that are not an idle zygote (pid 2 of its namespace, 1 thread)."""
    left = []
    for p in processes_of(uids):
        if allow_zygotes and p["nspid"] and p["nspid"][-1] == "2" and "zygote" in p["cmd"] and p["threads"] == 1:
            continue
        left.append(p)
    return left


def wait_no_leftovers(uids, timeout: float = 5.0, allow_zygotes: bool = True) -> list[dict]:
    deadline = time.monotonic() + timeout
    while True:
        left = leftovers(uids, allow_zygotes)
        if not left or time.monotonic() > deadline:
            return left
        time.sleep(0.05)


def pool_uids() -> list[int]:
    from grader.sandbox import warm_pool

    pool = warm_pool()
    return [s.uid.uid for s in list(pool._all)]


# ----------------------------------------------------------------- listeners


class Listeners:
    """A TCP listener on 127.0.0.1:PORT and a Unix one at UNIX_PATH; records every connection."""

    def __init__(self):
        self.got: list[str] = []
        self.tcp = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self.tcp.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            self.tcp.bind(("127.0.0.1", PORT))
            self.tcp_ok = True
        except OSError:
            self.tcp_ok = False
        try:
            os.unlink(UNIX_PATH)
        except FileNotFoundError:
            pass
        self.unix = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.unix.bind(UNIX_PATH)
        os.chmod(UNIX_PATH, 0o777)
        self._stop = False
        self._threads = []
        for s in ([self.tcp] if self.tcp_ok else []) + [self.unix]:
            s.listen(16)
            s.settimeout(0.1)
            t = threading.Thread(target=self._accept, args=(s,), daemon=True)
            t.start()
            self._threads.append(t)

    def _accept(self, s: socket.socket) -> None:
        while not self._stop:
            try:
                conn, _ = s.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            conn.settimeout(1)
            try:
                data = conn.recv(100)
            except OSError:
                data = b""
            self.got.append(data.decode("latin-1") or "(connected)")
            conn.close()

    def close(self) -> None:
        self._stop = True
        for t in self._threads:
            t.join(timeout=1)
        self.tcp.close()
        self.unix.close()
        try:
            os.unlink(UNIX_PATH)
        except FileNotFoundError:
            pass


# ----------------------------------------------------------------- files


def tree_hashes(root: Path, subdirs=("solutions", "grader")) -> dict[str, str]:
    out = {}
    for sub in subdirs:
        for p in sorted((root / sub).rglob("*.py")):
            try:
                out[str(p)] = hashlib.sha256(p.read_bytes()).hexdigest()
            except OSError:
                pass
    return out


def make_decoy() -> Path:
    """A throwaway checkout that h_write_repo-like code would find if it could see the host."""
    root = Path(tempfile.mkdtemp(prefix="attn-dojo-decoy-"))
    for sub in ("solutions", "grader", "exercises"):
        (root / sub).mkdir()
        (root / sub / "softmax.py").write_text("def softmax(x, axis=-1):\n    return x\n")
    os.chmod(root, 0o755)
    return root


def tampered(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """Files changed between the snapshots that carry an attacker's mark (others may edit concurrently)."""
    bad = []
    for path, digest in after.items():
        if before.get(path) != digest:
            try:
                text = Path(path).read_text(errors="replace")
            except OSError:
                continue
            if "tampered" in text or "attn-dojo-hostile" in text:
                bad.append(path)
    return bad


# ----------------------------------------------------------------- reports


def hidden_needles(exercise: str = "softmax") -> list[str]:
    """Distinctive renderings of hidden inputs and expected values (never in a report)."""
    from grader.engine import get_pack, prepare_cases

    pack = get_pack(None)
    needles: set[str] = set()
    public_text = []
    for pc in prepare_cases(pack, pack.get(exercise), "all"):
        vals = []
        for v in pc.case.args.values():
            if isinstance(v, np.ndarray) and v.dtype.kind == "f":
                vals += [float(t) for t in v.ravel()[:40]]
        for e in pc.expected or ():
            if np.asarray(e).dtype.kind == "f":
                vals += [float(t) for t in np.asarray(e).ravel()[:40]]
        if pc.case.hidden:
            for t in vals:
                if np.isfinite(t) and abs(t - round(t, 2)) > 1e-4:
                    needles.add(repr(t))
                    needles.add(f"{t:.6g}")
        else:
            public_text += [repr(t) for t in vals] + [f"{t:.6g}" for t in vals]
    public = set(public_text)
    return sorted(n for n in needles if n not in public and len(n) >= 7)


def check_report(report_json: str, needles: list[str]) -> list[str]:
    """Problems with a report: secrets, hidden inputs, learner text in hidden cases."""
    problems = []
    if SECRET_VALUE in report_json:
        problems.append("the secret environment variable is in the report")
    data = json.loads(report_json)
    needle_set = set(needles)
    for case in data["cases"]:
        if case["visibility"] != "hidden":
            continue
        case = {k: v for k, v in case.items() if k != "elapsed_s"}  # our own clock, not hidden data
        text = json.dumps(case)
        for key in ("inputs", "expected", "actual", "stdout", "source", "description"):
            if case.get(key) is not None:
                problems.append(f"hidden case {case['name']} has {key}")
        for mark in ("LEAKMARK", "LEAK_", "FORGEDMARK", "ENV {", SECRET_NAME):
            if mark in text:
                problems.append(f"hidden case {case['name']} shows {mark!r}: {case['message'][:80]}")
        for token in re.findall(r"-?[0-9]+(?:\.[0-9]+)?(?:e[-+]?[0-9]+)?", text):
            if token in needle_set:
                problems.append(f"hidden case {case['name']} shows a hidden value {token}")
        # issue 10: a hidden case speaks the fixed vocabulary only
        if case.get("max_abs_error") is not None:
            problems.append(f"hidden case {case['name']} has a max_abs_error")
        if case.get("error_bucket") not in ("close", "off", "far"):
            problems.append(f"hidden case {case['name']} has error_bucket {case.get('error_bucket')!r}")
        for key in ("where", "line"):
            if case.get(key) is not None:
                problems.append(f"hidden case {case['name']} has {key}")
        from grader.messages import HIDDEN_KEYS

        if case.get("message_key") not in HIDDEN_KEYS:
            problems.append(f"hidden case {case['name']} has message key {case.get('message_key')!r}")
        if set(re.findall(r"\d+", case["message"])) - {"0", "1", "2", "32"}:
            problems.append(f"hidden case {case['name']} shows a number: {case['message'][:80]}")
        if re.search(r"\b[A-Z][a-z]+(Error|Exception|Exit|Interrupt)\b", case["message"]):
            problems.append(f"hidden case {case['name']} names an exception type: {case['message'][:80]}")
    if len(report_json.encode()) > 1_000_000:
        problems.append(f"the report is {len(report_json.encode())} bytes (over 1 MB)")
    return problems


# What a later job of the same slot sees of an earlier one: entries anywhere a job could write.
SCRATCH_PROBE = """
import os
import numpy as np

def softmax(x, axis=-1):
    seen = []
    for top in ("/scratch", "/tmp", "/dev/shm"):
        try:
            seen += [top + "/" + n for n in os.listdir(top)]
        except OSError:
            pass
    return np.array([len(seen)])
"""


def scratch_left_over(launcher) -> int:
    """How many entries the next job of the slot that just ran finds in its scratch (should be 0)."""
    from grader.engine import run_function

    out = run_function("softmax", SCRATCH_PROBE, [{"x": np.zeros(3)}], launcher=launcher)[0]
    return int(out.outputs[0][0]) if out.status == "ok" else -1


def host_markers() -> list[str]:
    return [m for m in MARKERS if os.path.lexists(m)]


def clear_markers() -> None:
    for m in MARKERS:
        try:
            os.unlink(m)
        except OSError:
            pass
