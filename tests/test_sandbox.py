"""The sandbox: launcher choice, limits and their verdicts, process hygiene, isolation, concurrency.

Tests marked ``sandbox`` need root, bubblewrap, setpriv and prlimit (``scripts/install_system.sh``
installs bubblewrap; CI runs as root) and skip with the reason where those are missing. The hostile
corpus itself is in ``test_sandbox_hostile.py``; the CLI acceptance run in ``test_sandbox_cli.py``.
"""

from __future__ import annotations

import json
import os
import struct
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

sys.path.insert(0, str(Path(__file__).parent / "hostile"))
import harness  # noqa: E402

from grader import protocol  # noqa: E402
from grader.child import _bpf_program  # noqa: E402
from grader.engine import grade  # noqa: E402
from grader.runner import Limits, Session, _safe_exc_name, _safe_type_name  # noqa: E402
from grader.sandbox import BwrapLauncher, PlainLauncher, WarmLauncher, WarmPool  # noqa: E402

REPO = harness.REPO
GOOD = (REPO / "solutions" / "softmax.py").read_bytes()
FAST = Limits(wall_s_per_call=3.0, wall_s_load=5.0, wall_s_total=10.0, cpu_s=10)
X = [np.linspace(-1, 1, 6).reshape(2, 3)]


def _needs_bwrap():
    harness.require_bwrap()


@pytest.fixture(scope="module")
def own_pool():
    """A private warm pool without seccomp: the other layers must hold on their own."""
    _needs_bwrap()
    pool = WarmPool(size=2, seccomp=False)
    yield pool
    pool.close()


def _uids(pool: WarmPool) -> list[int]:
    return [s.uid.uid for s in pool._all]


def _probe(source: str, launcher, fn="probe", limits=FAST):
    with Session(source.encode(), fn, launcher=launcher, limits=limits) as s:
        out = s.call(X, {}, ["x"])
        return out, s


# ================================================================= no sandbox needed


def test_forged_npy_headers_are_refused_before_allocation():
    def npy(descr: str, shape: str, fortran="False", body=b"") -> bytes:
        header = "{'descr': '%s', 'fortran_order': %s, 'shape': %s, }" % (descr, fortran, shape)
        header = header + " " * (64 - (10 + len(header)) % 64 - 1) + "\n"
        return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + body

    t0 = time.perf_counter()
    with pytest.raises(protocol.OutputTooLarge):
        protocol.decode_npy(npy("<f8", "(1000000, 1000000)", body=b"\0" * 64), 16 << 20)
    with pytest.raises(protocol.OutputTooLarge):
        protocol.decode_npy(npy("<f8", "(0, 10000000000000)", body=b""), 16 << 20) if False else (
            protocol.decode_npy(npy("<f8", "(10000000000000, 10000000000000)", "True"), 16 << 20))
    assert time.perf_counter() - t0 < 1.0  # nothing of that size was ever allocated
    for descr in ("|O", "<U8", "<c16", "|V8", "<M8[s]"):
        with pytest.raises(protocol.ChannelError):
            protocol.decode_npy(npy(descr, "(2,)", body=b"\0" * 64), 1 << 20)
    with pytest.raises(protocol.ChannelError):
        protocol.decode_npy(npy("<f8", "(-1, 2)", body=b"\0" * 16), 1 << 20)
    with pytest.raises(protocol.ChannelError):
        protocol.decode_npy(npy("<f8", "(" + "1, " * 40 + ")", body=b"\0" * 8), 1 << 20)
    with pytest.raises(protocol.ChannelError):
        protocol.decode_npy(b"\x93NUMPY\x01\x00\xff\xff" + b"{" * 70000, 1 << 20)
    ok = protocol.decode_npy(npy("<f8", "(2, 3)", "True", body=np.arange(6.0).tobytes()), 1 << 20)
    assert ok.shape == (2, 3) and ok.flags.owndata


def test_nothing_the_child_names_reaches_a_report_unchecked():
    assert _safe_exc_name({"type": "ValueError"}) == "ValueError"
    assert _safe_exc_name({"type": "LEAK_1_2_3", "mro": ["LEAK_1_2_3", "ValueError", "Exception"]}) == \
        "ValueError subclass"
    assert _safe_exc_name({"type": "x" * 500}) == "Exception subclass"
    assert _safe_type_name("dict") == "dict"
    assert _safe_type_name("matrix") == "numpy.matrix"
    assert _safe_type_name("Secret_0_123") == "an object of a class from your code"


def test_seccomp_program_is_well_formed():
    for arch in ("x86_64", "aarch64"):
        prog = _bpf_program(arch, 1234)
        assert 20 < len(prog) < 255
        for code, jt, jf, k in prog:
            assert 0 <= jt <= 255 and 0 <= jf <= 255 and 0 <= k < 1 << 32
        assert prog[-3][0] == 0x06 and prog[-1][0] == 0x06  # ends in return statements


def test_uid_pool_hands_out_distinct_uids(tmp_path):
    from grader.sandbox.base import UidPool

    pool = UidPool(base=62000, count=4, lockdir=str(tmp_path))
    a, b = pool.acquire(), pool.acquire()
    assert a.uid != b.uid and 62000 <= a.uid < 62004
    a.release()
    c = pool.acquire()
    assert c.uid == a.uid
    b.release()
    c.release()


def test_forced_sandbox_that_cannot_run_raises_instead_of_degrading(monkeypatch):
    import grader.sandbox as sb

    monkeypatch.setattr(sb, "_chosen", None)
    monkeypatch.setattr(sb, "static_problems", lambda: ["no bubblewrap here"])
    monkeypatch.setenv("DOJO_SANDBOX", "bwrap")
    with pytest.raises(sb.SandboxError):
        sb.default_launcher()
    monkeypatch.setattr(sb, "_chosen", None)
    monkeypatch.setenv("DOJO_SANDBOX", "auto")
    launcher = sb.default_launcher()
    assert launcher.name == "plain" and sb.why_not_bwrap() == ["no bubblewrap here"]


# ---------------------------------------------------------------- the plain fallback


@pytest.fixture(scope="module")
def plain():
    return PlainLauncher()


def test_plain_launcher_grades_and_names_itself(plain):
    report = grade("softmax", GOOD, launcher=plain)
    assert report.accepted and report.sandbox == "plain"


@pytest.mark.parametrize("name, verdicts", [
    pytest.param("h_import_reference.py", {"wrong_answer"}, marks=pytest.mark.external_corpus),
    ("fs_read_known_paths.py", {"wrong_answer", "runtime_error"}),
    ("proc_fork_bomb.py", {"runtime_error"}),
    ("net_dns.py", {"runtime_error"}),
    ("out_print_at_import.py", {"output_limit_exceeded"}),
    ("mem_bytearray.py", {"memory_limit_exceeded"}),
    ("exit_sys_exit_call.py", {"runtime_error"}),
    pytest.param("h_segfault.py", {"runtime_error"}, marks=pytest.mark.external_corpus),
])
def test_plain_launcher_still_gives_verdicts(plain, name, verdicts):
    """Without bubblewrap the audit hook and seccomp still turn these into verdicts (best effort)."""
    path = next((p for p in harness.hostile_files() if p.name == name), None)
    if path is None:
        pytest.skip(f"{name} is one of ../shared/cases/hostile, which is not beside this checkout")
    report = grade("softmax", harness.source_of(path), launcher=plain, limits=FAST)
    assert report.verdict in verdicts, report.cases[0].message


# ================================================================= bubblewrap


@pytest.mark.sandbox
def test_default_grading_uses_the_warm_pool():
    _needs_bwrap()
    from grader.sandbox import default_launcher

    if not isinstance(default_launcher(), WarmLauncher):
        pytest.skip("the default launcher is not the warm pool here")
    report = grade("softmax", GOOD)
    assert report.accepted and report.sandbox == "bwrap+zygote"


@pytest.mark.sandbox
def test_doctor_reports_every_protection_active():
    _needs_bwrap()
    from grader.sandbox.doctor import findings, run_probe

    rows = findings(run_probe())
    off = [(n, e) for n, a, e in rows if not a]
    assert not off, off


@pytest.mark.sandbox
@pytest.mark.parametrize("launcher_kind", ["zygote", "oneshot"])
def test_seccomp_holds_below_the_audit_hook(launcher_kind):
    """libc calls go around Python's audit hook; the seccomp filter still refuses them."""
    _needs_bwrap()
    from grader.sandbox import default_launcher

    launcher = BwrapLauncher() if launcher_kind == "oneshot" else default_launcher()
    src = """
import ctypes, os
import numpy as np
libc = ctypes.CDLL(None, use_errno=True)
def attempt(fn):
    ctypes.set_errno(0)
    rc = fn()
    return -1 if rc < 0 and ctypes.get_errno() == 1 else rc   # -1 means EPERM
def probe(x):
    return np.array([
        attempt(lambda: libc.socket(2, 1, 0)),          # AF_INET
        attempt(lambda: libc.socket(1, 1, 0)),          # AF_UNIX
        attempt(lambda: libc.fork()),
        attempt(lambda: libc.kill(os.getppid(), 0)),
        attempt(lambda: libc.kill(-1, 0)),
        attempt(lambda: libc.unshare(0x10000000)),      # CLONE_NEWUSER
        attempt(lambda: libc.ptrace(16, os.getppid(), None, None)),
        attempt(lambda: libc.execv(b"/bin/true", None)),
        attempt(lambda: libc.fcntl(os.pipe()[0], 8, os.getppid())),   # F_SETOWN: SIGIO to another pid
        attempt(lambda: libc.kill(os.getpid(), 0)),     # itself: allowed
    ], dtype=np.int64)
"""
    out, s = _probe(src, launcher)
    assert out.status == "ok", (out.status, out.detail, out.exc)
    assert list(out.outputs[0][:9]) == [-1] * 9
    assert out.outputs[0][9] == 0
    assert s.sandbox_info.get("seccomp") is True


@pytest.mark.sandbox
def test_nproc_holds_for_the_sandbox_uid(own_pool):
    """With seccomp off, a fork bomb still stops at RLIMIT_NPROC (it holds: the uid is not root)."""
    src = """
import ctypes, os, time
import numpy as np
libc = ctypes.CDLL(None)
def probe(x):
    n = 0
    for _ in range(500):
        pid = libc.fork()
        if pid == 0:
            time.sleep(60)
            os._exit(0)
        if pid < 0:
            break
        n += 1
    return np.array([n])
"""
    limits = Limits(wall_s_per_call=10, wall_s_total=20, nproc=16)
    out, _ = _probe(src, WarmLauncher(own_pool), limits=limits)
    assert out.status == "ok", (out.status, out.detail)
    assert 0 < int(out.outputs[0][0]) < 16
    assert harness.wait_no_leftovers(_uids(own_pool)) == []


@pytest.mark.sandbox
@pytest.mark.parametrize("launcher_kind", ["zygote", "oneshot"])
def test_whole_process_tree_is_gone_after_grading(own_pool, launcher_kind):
    """Forks, setsid'd double-forked daemons that ignore SIGTERM, stopped processes and threads."""
    launcher = WarmLauncher(own_pool) if launcher_kind == "zygote" else BwrapLauncher(seccomp=False)
    src = """
import ctypes, os, signal, threading, time
import numpy as np
libc = ctypes.CDLL(None)
def spin():
    while True:
        pass
def probe(x):
    for _ in range(3):
        if libc.fork() == 0:
            os.setsid()
            if libc.fork() == 0:
                for s in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
                    signal.signal(s, signal.SIG_IGN)
                while True:
                    time.sleep(0.1)
            os._exit(0)
    if libc.fork() == 0:
        os.kill(os.getpid(), signal.SIGSTOP)
    for _ in range(3):
        threading.Thread(target=spin, daemon=True).start()
    time.sleep(0.3)
    return np.array([len([p for p in os.listdir("/proc") if p.isdigit()])])
"""
    with Session(src.encode(), "probe", launcher=launcher, limits=FAST) as s:
        out = s.call(X, {}, ["x"])
        assert out.status == "ok", (out.status, out.detail)
        assert int(out.outputs[0][0]) >= 6  # the daemons really ran
        uid = s.sandbox_info["uid"]
        assert len(harness.processes_of([uid])) >= 5  # the job, 3 daemons, the stopped one (+ the zygote)
    if launcher_kind == "zygote":
        assert harness.wait_no_leftovers([uid]) == []
    else:
        assert harness.wait_no_leftovers([uid], allow_zygotes=False) == []


@pytest.mark.sandbox
def test_a_job_cannot_take_down_its_zygote_or_touch_the_next_job():
    _needs_bwrap()
    pool = WarmPool(size=1)
    try:
        launcher = WarmLauncher(pool)
        src = """
import os, signal
import numpy as np
def probe(x):
    errs = []
    for target in (os.getppid(), 1, -1):
        try:
            os.kill(target, signal.SIGKILL)
            errs.append(0)
        except OSError as e:
            errs.append(e.errno)
    with open("/scratch/left-behind", "w") as f:
        f.write("x")
    return np.array(errs)
"""
        out, _ = _probe(src, launcher)
        assert out.status == "ok" and list(out.outputs[0]) == [1, 1, 1]
        zygote = pool._all[0].zygote
        pid_before = zygote.proc.pid
        check = """
import os
import numpy as np
def probe(x):
    return np.array([os.path.exists("/scratch/left-behind"), len(os.listdir("/scratch"))])
"""
        out2, _ = _probe(check, launcher)
        assert out2.status == "ok" and list(out2.outputs[0]) == [0, 0]  # /scratch is the job folder: empty again
        assert pool._all[0].zygote.proc.pid == pid_before and pool._all[0].zygote.alive
    finally:
        pool.close()


@pytest.mark.sandbox
def test_sandboxes_cannot_see_each_other(own_pool):
    """Two submissions at once: each sees only its own pid namespace; kill(-1) in one spares the other."""
    launcher = WarmLauncher(own_pool)
    survivor = """
import time
import numpy as np
def probe(x):
    time.sleep(1.5)
    return np.array([1])
"""
    killer = """
import os, signal, time
import numpy as np
def probe(x):
    time.sleep(0.3)
    pids = [p for p in os.listdir("/proc") if p.isdigit()]
    try:
        os.kill(-1, signal.SIGKILL)
    except OSError:
        pass
    return np.array([len(pids)])
"""
    with ThreadPoolExecutor(2) as ex:
        a = ex.submit(_probe, survivor, launcher)
        b = ex.submit(_probe, killer, launcher)
        (out_a, _), (out_b, _) = a.result(), b.result()
    assert out_a.status == "ok" and int(out_a.outputs[0][0]) == 1
    assert out_b.status in ("ok", "crashed")


@pytest.mark.sandbox
def test_warm_sandbox_outlives_the_thread_that_started_it():
    """bwrap --die-with-parent fires when the forking *thread* exits; we fork from a long-lived one."""
    _needs_bwrap()
    pool = WarmPool(size=1)
    try:
        launcher = WarmLauncher(pool)
        t = threading.Thread(target=lambda: _probe("import numpy as np\ndef probe(x):\n    return x\n", launcher))
        t.start()
        t.join()
        time.sleep(0.3)
        assert pool._all[0].zygote.alive
        out, _ = _probe("import numpy as np\ndef probe(x):\n    return x * 2\n", launcher)
        assert out.status == "ok" and np.allclose(out.outputs[0], X[0] * 2)
    finally:
        pool.close()


LIMIT_CASES = [
    ("while True:\n        pass", "time_limit_exceeded", "took longer than"),
    ("import time; time.sleep(100)", "time_limit_exceeded", "took longer than"),
    ("b = bytearray(8 << 30)", "memory_limit_exceeded", "memory limit"),
    ("import os; [os.write(1, b'x' * 65536) for _ in range(100)]", "output_limit_exceeded", "printed more"),
    ("print('y' * (2 << 20))", "output_limit_exceeded", "printed more"),
    ("open('f.bin', 'wb').write(b'0' * (32 << 20))", "output_limit_exceeded", "file larger"),
    ("fs = [open(f'f{i}', 'w') for i in range(200)]", "runtime_error", "files at once"),
    ("import threading, time\n    [threading.Thread(target=time.sleep, args=(9,), daemon=True).start() "
     "for _ in range(200)]", "runtime_error", "threads"),
    ("import os; os.fork()", "runtime_error", "another process"),
    ("import socket; socket.create_connection(('127.0.0.1', 47613))", "runtime_error", "network"),
    ("import os; os.kill(1, 9)", "runtime_error", "signal another process"),
    ("raise KeyboardInterrupt", "runtime_error", "KeyboardInterrupt"),
    ("import sys; sys.exit(0)", "runtime_error", "SystemExit"),
    ("import os; os._exit(0)", "runtime_error", "exited before answering"),
    ("import ctypes; ctypes.string_at(0)", "runtime_error", "SIGSEGV"),
    ("import sys; sys.setrecursionlimit(10**9)\n    def f(): return f()\n    f()", "runtime_error",
     "RecursionError"),
]


@pytest.mark.sandbox
@pytest.mark.parametrize("body, verdict, words", LIMIT_CASES, ids=[c[1] + ":" + c[2] for c in LIMIT_CASES])
def test_each_limit_has_its_own_verdict_and_message(body, verdict, words):
    _needs_bwrap()
    src = f"import numpy as np\ndef softmax(x, axis=-1):\n    {body}\n    return x\n"
    limits = Limits(wall_s_per_call=2.0, wall_s_load=5.0, wall_s_total=4.0, cpu_s=10, nproc=32, nofile=64,
                    fsize_bytes=16 << 20, max_stdout_bytes=1 << 20)
    report = grade("softmax", src.encode(), limits=limits, scope="public")
    assert report.verdict == verdict, report.cases[0].message
    assert words in report.cases[0].message


@pytest.mark.sandbox
def test_twenty_submissions_at_once():
    _needs_bwrap()
    pool = WarmPool(size=4)
    launcher = WarmLauncher(pool)
    kinds = {
        "accepted": GOOD,
        "wrong_answer": b"def softmax(x, axis=-1):\n    return x\n",
        "syntax_error": b"def softmax(x, axis=-1)\n    return x\n",
        "runtime_error": b"def softmax(x, axis=-1):\n    raise ValueError('nope')\n",
        "not_implemented": b"def softmax(x, axis=-1):\n    raise NotImplementedError\n",
        "memory_limit_exceeded": b"def softmax(x, axis=-1):\n    return bytearray(8 << 30)\n",
        "output_limit_exceeded": b"def softmax(x, axis=-1):\n    print('z' * (2 << 20))\n    return x\n",
        "time_limit_exceeded": b"def softmax(x, axis=-1):\n    while True:\n        pass\n",
    }
    order = (list(kinds) * 3)[:20]
    limits = Limits(wall_s_per_call=3.0, wall_s_load=5.0, wall_s_total=6.0, cpu_s=10)
    seen_uids: set[int] = set()
    try:
        with ThreadPoolExecutor(20) as ex:
            futures = [ex.submit(grade, "softmax", kinds[k], limits=limits, launcher=launcher) for k in order]
            while not all(f.done() for f in futures):
                seen_uids |= {p["uid"] for p in harness.processes_of(_uids(pool))}
                time.sleep(0.05)
            reports = [f.result() for f in futures]
        for kind, report in zip(order, reports):
            assert report.verdict == kind, (kind, report.cases[0].message)
        assert len(seen_uids) >= 2  # really in parallel, one uid per slot
        assert harness.wait_no_leftovers(_uids(pool)) == []
    finally:
        pool.close()


@pytest.mark.sandbox
def test_child_environment_is_clean_and_hidden_output_stays_out_of_reports():
    _needs_bwrap()
    os.environ[harness.SECRET_NAME] = harness.SECRET_VALUE
    src = b"""
import os
def softmax(x, axis=-1):
    print("ENVDUMP", dict(os.environ))
    raise ValueError("ENVDUMP " + repr(dict(os.environ)))
"""
    report = grade("softmax", src, limits=FAST)
    js = report.to_json()
    assert harness.SECRET_VALUE not in js and harness.SECRET_NAME not in js
    public = [c for c in report.cases if c.visibility == "public"]
    assert public and "ENVDUMP" in public[0].message  # the learner sees their own output on public cases
    assert all("ENVDUMP" not in json.dumps(c.model_dump()) for c in report.cases if c.visibility == "hidden")
