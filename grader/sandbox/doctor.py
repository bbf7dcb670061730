"""``python -m grader doctor``: which sandbox protections are active on this machine.

Nothing is assumed: a probe submission runs through the launcher that grading would use and reports
what it can see and do from inside (uid, capabilities, files, network, processes, limits). Each line
is a protection and whether the probe could get past it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import socket
import sys
import threading
from pathlib import Path

def _short(value, limit: int) -> str:
    """``value`` as one line of at most ``limit`` characters, cut between words — never inside a path."""
    text = " ".join(str(value).split())
    if len(text) <= limit:
        return text
    cut = text.rfind(" ", 0, limit - 2)
    return (text[:cut] if cut > 0 else text[:limit - 2]).rstrip(",;:") + " …"


PROBE_FUNCTION = "probe"

# Runs inside the sandbox like any submission. Prints one JSON line while loading.
PROBE_SOURCE = r'''
import json, os, sys

def _try(fn):
    try:
        return ["ok", str(fn())[:200]]
    except BaseException as exc:
        return ["denied", type(exc).__name__ + ": " + str(exc)[:160]]

def _status():
    out = {}
    try:
        with open("/proc/self/status") as f:
            for line in f:
                k, _, v = line.partition(":")
                if k in ("Uid", "Gid", "CapEff", "CapPrm", "CapBnd", "NoNewPrivs", "Seccomp", "Groups"):
                    out[k] = v.strip()
    except BaseException as exc:
        out["error"] = repr(exc)
    return out

def _rlimits():
    import resource
    names = ["RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_FSIZE", "RLIMIT_NOFILE", "RLIMIT_NPROC", "RLIMIT_CORE"]
    return {n: list(resource.getrlimit(getattr(resource, n))) for n in names}

def _connect(port):
    import socket
    s = socket.create_connection(("127.0.0.1", port), timeout=1)
    s.sendall(b"probe")
    s.close()
    return "connected"

def _unix():
    import socket
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.close()
    return "unix socket created"

def _fork():
    pid = os.fork()
    if pid == 0:
        os._exit(0)
    os.waitpid(pid, 0)
    return "forked"

def _exec():
    import subprocess
    return subprocess.run(["/bin/true"]).returncode

def _write(path):
    with open(path, "w") as f:
        f.write("probe")
    os.remove(path)
    return "written"

def _kill_init():
    os.kill(1, 0)
    return "could signal pid 1"

PATHS = __PATHS__
PORT = __PORT__
facts = {
    "uid": os.getuid(), "gid": os.getgid(), "groups": os.getgroups(), "pid": os.getpid(),
    "status": _status(), "env": sorted(os.environ), "cwd": os.getcwd(),
    "visible": {p: os.path.exists(p) for p in PATHS},
    "pids_visible": _try(lambda: len([p for p in os.listdir("/proc") if p.isdigit()])),
    "rlimits": _try(_rlimits),
    "write_cwd": _try(lambda: _write("probe.txt")),
    "write_usr": _try(lambda: _write("/usr/probe.txt")),
    "write_repo": _try(lambda: _write(PATHS[0] + "/probe.txt")),
    "connect_loopback": _try(lambda: _connect(PORT)),
    "unix_socket": _try(_unix),
    "fork": _try(_fork),
    "exec": _try(_exec),
    "signal_pid1": _try(_kill_init),
    "read_solution": _try(lambda: open(PATHS[1]).read(10)),
}
print("PROBE " + json.dumps(facts))

def probe(x):
    return x
'''


def _listener() -> tuple[socket.socket, list[bytes]]:
    srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    srv.bind(("127.0.0.1", 0))
    srv.listen(8)
    srv.settimeout(0.2)
    got: list[bytes] = []

    def accept():
        while True:
            try:
                conn, _ = srv.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            got.append(conn.recv(100) or b"(connected)")
            conn.close()

    threading.Thread(target=accept, daemon=True).start()
    return srv, got


def _home_sample() -> list[str]:
    """A few entries of the grader's home directory that the sandbox has no reason to show."""
    from .base import runtime

    home = os.path.expanduser("~")
    try:
        names = sorted(os.listdir(home))[:40]
    except OSError:
        return []
    rt = runtime()
    needed = [rt.executable, *rt.lib_dirs, *rt.stdlib_dirs]
    out = []
    for name in names:
        p = os.path.join(home, name)
        if not any(n == p or n.startswith(p + "/") for n in needed):
            out.append(p)
    return out[:5]


def run_probe(launcher=None) -> dict:
    """Run the probe through ``launcher`` (default: what grading uses). Returns the facts + findings."""
    from ..runner import Limits, Session
    from . import default_launcher

    launcher = launcher or default_launcher()
    repo = Path(__file__).resolve().parents[2]
    solution = next(iter(sorted((repo / "solutions").glob("*.py"))), repo / "solutions" / "softmax.py")
    # Host paths that exist here and must be invisible inside (the repo, a reference, the grader's
    # home and its secrets, system configuration).
    host = [str(repo), str(solution), str(repo / "grader" / "engine.py"), "/etc/passwd", "/etc/hostname",
            "/home", "/var", "/run", "/sys/kernel"] + _home_sample()
    paths = [p for p in host if os.path.exists(p)]
    srv, got = _listener()
    port = srv.getsockname()[1]
    src = PROBE_SOURCE.replace("__PATHS__", json.dumps(paths)).replace("__PORT__", str(port))
    try:
        with Session(src.encode(), PROBE_FUNCTION, launcher=launcher, limits=Limits(wall_s_load=20)) as s:
            outcome = s.load()
            info = dict(s.sandbox_info)
    finally:
        srv.close()
    facts: dict = {}
    for line in (outcome.stdout or "").splitlines():
        if line.startswith("PROBE "):
            facts = json.loads(line[6:])
    return {"launcher": launcher.name, "load_status": outcome.status, "detail": outcome.detail,
            "facts": facts, "hardening": info, "listener_got": [g.decode("latin-1") for g in got],
            "paths": paths}


def findings(result: dict) -> list[tuple[str, bool, str]]:
    """(protection, active, evidence) for each protection the issue asks for."""
    f = result.get("facts") or {}
    if not f:
        return [("probe ran", False, f"the probe did not report ({result.get('load_status')}: {result.get('detail')})")]
    st = f.get("status", {})
    vis = f.get("visible", {})
    paths = result["paths"]
    out = []
    uid = f.get("uid")
    out.append(("unprivileged uid", uid not in (0, None),
                f"uid {uid}, gid {f.get('gid')}, groups {f.get('groups')}"))
    cap = st.get("CapEff", "?")
    out.append(("no capabilities", cap.strip("0") == "", f"CapEff {cap}, NoNewPrivs {st.get('NoNewPrivs')}"))
    out.append(("clean environment", set(f.get("env", [])) <= {
        "PATH", "HOME", "TMPDIR", "LANG", "PYTHONHASHSEED", "PYTHONDONTWRITEBYTECODE", "OPENBLAS_NUM_THREADS",
        "OMP_NUM_THREADS", "MKL_NUM_THREADS", "NUMEXPR_NUM_THREADS", "DOJO_SCRATCH", "OPENBLAS_CORETYPE",
        "OPENBLAS_L2_SIZE", "PWD", "LD_LIBRARY_PATH"}, f"variables: {', '.join(f.get('env', []))}"))
    seen = [p for p in paths if vis.get(p)]
    out.append(("filesystem hidden (repo, references, home, /etc, /var, /run, /sys)", not seen,
                f"visible inside: {', '.join(seen) or 'none'} (checked {len(paths)} host paths)"))
    out.append(("reference not readable", f.get("read_solution", ["?"])[0] == "denied",
                _short(f.get("read_solution"), 120)))
    out.append(("writes only in scratch", f.get("write_cwd", ["?"])[0] == "ok" and f.get("write_usr", ["?"])[0]
                == "denied" and f.get("write_repo", ["?"])[0] == "denied",
                f"cwd {f.get('cwd')}: {f.get('write_cwd', ['?'])[0]}; /usr: {f.get('write_usr', ['?'])[0]}; "
                f"repo: {f.get('write_repo', ['?'])[0]}"))
    out.append(("no network (loopback included)", f.get("connect_loopback", ["?"])[0] == "denied"
                and not result.get("listener_got"), _short(f.get("connect_loopback"), 120)))
    out.append(("no unix sockets", f.get("unix_socket", ["?"])[0] == "denied", _short(f.get("unix_socket"), 120)))
    out.append(("no new processes or programs", f.get("fork", ["?"])[0] == "denied" and f.get("exec", ["?"])[0]
                == "denied", f"fork: {f.get('fork', ['?'])[0]}, exec: {f.get('exec', ['?'])[0]}"))
    out.append(("cannot signal other processes", f.get("signal_pid1", ["?"])[0] == "denied",
                _short(f.get("signal_pid1"), 120)))
    pids = f.get("pids_visible", ["?", "?"])
    out.append(("own pid namespace", pids[0] == "ok" and str(pids[1]).isdigit() and int(pids[1]) <= 4,
                f"processes visible: {pids[1]}"))
    out.append(("seccomp filter", st.get("Seccomp") == "2", f"Seccomp mode {st.get('Seccomp')}"))
    rl = f.get("rlimits", ["?", ""])
    out.append(("resource limits", rl[0] == "ok", _short(rl[1], 200)))
    return out


def report(as_json: bool = False) -> int:
    from . import default_launcher, why_not_bwrap
    from .bwrap import bwrap_version, static_problems, tools

    launcher = default_launcher()
    result = run_probe(launcher)
    rows = findings(result)
    info = {
        "launcher": launcher.name,
        "degraded": launcher.name == "plain",
        "why_not_bwrap": why_not_bwrap() or static_problems(),
        "tools": tools(), "bwrap_version": bwrap_version(), "root": os.geteuid() == 0,
        "machine": platform.machine(), "python": str(Path(sys.executable).resolve()),
        "warm_pool_slots": getattr(getattr(launcher, "pool", None), "size", None),
        "protections": [{"name": n, "active": a, "evidence": e} for n, a, e in rows],
        "hardening": result.get("hardening"),
    }
    if as_json:
        print(json.dumps(info, indent=1, default=str))
        return 0
    print("Attention Dojo — sandbox doctor")
    print(f"launcher: {launcher.name}" + (f"  (warm pool: {info['warm_pool_slots']} slots)"
                                          if info["warm_pool_slots"] else ""))
    print(f"tools: bubblewrap {info['bwrap_version'] or 'missing'}; setpriv {'yes' if info['tools']['setpriv'] else 'no'}; "
          f"prlimit {'yes' if info['tools']['prlimit'] else 'no'}; root {'yes' if info['root'] else 'no'}; "
          f"{info['machine']}")
    if info["degraded"]:
        print("WARNING: bubblewrap is not in use" + (f" ({'; '.join(info['why_not_bwrap'])})" if info["why_not_bwrap"]
                                                      else "") + ".")
        print("WARNING: the plain launcher does not hide the filesystem, the network or other processes;")
        print("         do not grade code from strangers here. Fix: run as root with bubblewrap installed")
        print("         (sudo bash scripts/install_system.sh).")
    print("protections (checked from inside a sandbox):")
    for name, active, evidence in rows:
        print(f"  [{'ok' if active else '--'}] {name:<52} {evidence}")
    return 0


def register(sub) -> None:
    p = sub.add_parser("doctor", help="show which sandbox protections are active on this machine")
    p.add_argument("--json", action="store_true", help="print JSON to stdout")
    p.set_defaults(func=lambda args: report(args.json))


if __name__ == "__main__":  # pragma: no cover
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", action="store_true")
    sys.exit(report(parser.parse_args().json))
