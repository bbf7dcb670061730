"""Pieces every launcher shares: the Python runtime to expose, a spawner thread, uid slots, handles.

A *launcher* hands out *leases* (one per :class:`grader.runner.Session`); a lease starts *children*
(one process serving one submission; a new one after a crash). A child exposes three fds to the
runner — ``req_w`` (requests in), ``res_r`` (results out), ``out_r`` (everything the process writes
to stdout/stderr) — and can be waited for and killed, which takes its whole process tree with it.

Nothing here imports numpy: ``grader.sandbox`` is imported early to pre-start the warm worker while
the rest of the grader is still importing.
"""

from __future__ import annotations

import errno
import fcntl
import os
import queue
import signal
import subprocess
import sys
import sysconfig
import tempfile
import threading
import time
from dataclasses import dataclass, field
from importlib.util import find_spec
from pathlib import Path

CHILD_PATH = Path(__file__).resolve().parent.parent / "child.py"


class SandboxError(RuntimeError):
    """The sandbox itself could not start (not the submission's fault)."""


# ----------------------------------------------------------------- the runtime the child needs


@dataclass(frozen=True)
class Runtime:
    """Where the interpreter, its standard library and numpy live on this host."""

    executable: str                 # the real interpreter binary (never a pyenv shim or venv symlink)
    stdlib_dirs: tuple[str, ...]    # stdlib + lib-dynload
    lib_dirs: tuple[str, ...]       # where libpython lives (when shared)
    site_dirs: tuple[str, ...]      # every site-packages dir (masked inside the sandbox)
    numpy_dirs: tuple[str, ...]     # numpy and numpy.libs
    numpy_site: str                 # the directory that holds numpy

    @classmethod
    def detect(cls) -> "Runtime":
        exe = os.path.realpath(sys.executable)
        paths = sysconfig.get_paths()
        # The base interpreter's own library (in a venv, sysconfig's "platstdlib" is the venv's).
        stdlib = {os.path.dirname(os.path.realpath(os.__file__))}
        dynload = sysconfig.get_config_var("DESTSHARED")
        if dynload and os.path.isdir(dynload):
            stdlib.add(os.path.realpath(dynload))
        libs = set()
        if sysconfig.get_config_var("Py_ENABLE_SHARED"):
            libdir = sysconfig.get_config_var("LIBDIR")
            if libdir and os.path.isdir(libdir):
                libs.add(os.path.realpath(libdir))
        sites = set()
        for scheme_vars in ({}, {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}):
            p = sysconfig.get_paths(vars=scheme_vars) if scheme_vars else paths
            for key in ("purelib", "platlib"):
                if os.path.isdir(p[key]):
                    sites.add(os.path.realpath(p[key]))
        spec = find_spec("numpy")
        if spec is None or not spec.submodule_search_locations:
            raise SandboxError("numpy is not installed for this interpreter")
        np_dir = os.path.realpath(list(spec.submodule_search_locations)[0])
        np_site = os.path.dirname(np_dir)
        np_dirs = [np_dir]
        if os.path.isdir(os.path.join(np_site, "numpy.libs")):
            np_dirs.append(os.path.join(np_site, "numpy.libs"))
        sites.add(np_site)
        return cls(exe, tuple(sorted(stdlib)), tuple(sorted(libs)), tuple(sorted(sites)), tuple(np_dirs), np_site)


_runtime: Runtime | None = None


def runtime() -> Runtime:
    global _runtime
    if _runtime is None:
        _runtime = Runtime.detect()
    return _runtime


def child_env(home: str) -> dict[str, str]:
    """The child's whole environment: nothing of the grader's (no secrets, no proxies)."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": home,
        "TMPDIR": home,
        "LANG": "C.UTF-8",
        "PYTHONHASHSEED": "0",
        "PYTHONDONTWRITEBYTECODE": "1",
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "NUMEXPR_NUM_THREADS": "1",
    }
    # Older OpenBLAS builds compute wrong results on some CPUs unless these are kept.
    for key in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE"):
        if key in os.environ:
            env[key] = os.environ[key]
    return env


# ----------------------------------------------------------------- a thread that outlives callers


class _Spawner:
    """Starts every sandbox process from one long-lived thread.

    ``bwrap --die-with-parent`` (PR_SET_PDEATHSIG) fires when the *thread* that forked bwrap exits,
    not the process. The app's server runs each page in a short-lived thread, so a warm worker
    started from one would be killed when the page finishes. Forking from this thread instead ties
    the sandbox to the life of the whole process. (No ``preexec_fn`` anywhere: the server is threaded.)
    """

    def __init__(self) -> None:
        self._q: queue.SimpleQueue = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None

    def _run(self) -> None:
        while True:
            fn, box, done = self._q.get()
            try:
                box.append((True, fn()))
            except BaseException as exc:  # handed back to the caller
                box.append((False, exc))
            done.set()

    def call(self, fn):
        with self._lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="dojo-sandbox-spawner", daemon=True)
                self._thread.start()
        box: list = []
        done = threading.Event()
        self._q.put((fn, box, done))
        done.wait()
        ok, value = box[0]
        if not ok:
            raise value
        return value


spawner = _Spawner()


def popen(argv: list[str], **kwargs) -> subprocess.Popen:
    return spawner.call(lambda: subprocess.Popen(argv, **kwargs))


# ----------------------------------------------------------------- uid slots


class UidLease:
    def __init__(self, uid: int, fd: int):
        self.uid = uid
        self._fd = fd

    def release(self) -> None:
        fd, self._fd = self._fd, -1
        if fd >= 0:
            os.close(fd)


def _uid_has_processes(uid: int) -> bool:
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                if os.stat(f"/proc/{name}").st_uid == uid:
                    return True
            except OSError:
                pass
    return False


class UidPool:
    """Hands out unprivileged uids, one per concurrent sandbox, across every grader on the host.

    A uid is taken by holding an ``flock`` on ``<lockdir>/uid-<n>.lock``, so two graders (the app and
    a ``grade-batch``, say) never share one — RLIMIT_NPROC counts per uid, and one sandbox must never
    be able to signal another. Uids that belong to an account, or that still own processes, are skipped.
    """

    def __init__(self, base: int | None = None, count: int = 512, lockdir: str | None = None):
        self.base = int(os.environ.get("DOJO_SANDBOX_UID_BASE", base or 60000))
        self.count = count
        if lockdir is None:
            lockdir = "/run/attention-dojo" if os.geteuid() == 0 and os.path.isdir("/run") else os.path.join(
                tempfile.gettempdir(), f"attention-dojo-{os.geteuid()}")
        self.lockdir = lockdir
        self._lock = threading.Lock()

    def acquire(self, timeout: float = 120.0) -> UidLease:
        """A free uid, waiting up to ``timeout`` s for one: when every uid is taken the caller waits
        (a queue), it never gets a weaker sandbox."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                return self._try_acquire()
            except SandboxError:
                if time.monotonic() >= deadline:
                    raise
                time.sleep(0.05)

    def _try_acquire(self) -> UidLease:
        import pwd

        os.makedirs(self.lockdir, mode=0o700, exist_ok=True)
        with self._lock:
            for uid in range(self.base, self.base + self.count):
                try:
                    pwd.getpwuid(uid)
                    continue  # a real account
                except KeyError:
                    pass
                fd = os.open(os.path.join(self.lockdir, f"uid-{uid}.lock"), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except OSError as exc:
                    os.close(fd)
                    if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN):
                        continue
                    raise
                if _uid_has_processes(uid):
                    os.close(fd)
                    continue
                return UidLease(uid, fd)
        raise SandboxError(f"no free sandbox uid in {self.base}..{self.base + self.count - 1}")


_uid_pool: UidPool | None = None
_uid_pool_lock = threading.Lock()


def uid_pool() -> UidPool:
    global _uid_pool
    with _uid_pool_lock:
        if _uid_pool is None:
            _uid_pool = UidPool()
        return _uid_pool


# ----------------------------------------------------------------- handles


@dataclass
class Child:
    """One running submission process, as the runner sees it."""

    req_w: int
    res_r: int
    out_r: int
    sandbox_cfg: dict = field(default_factory=dict)

    def wait(self, timeout: float) -> int | None:  # pragma: no cover - interface
        raise NotImplementedError

    def kill(self) -> None:  # pragma: no cover - interface
        raise NotImplementedError


class PopenChild(Child):
    """A child that is one process tree started with Popen (plain, or one-shot bubblewrap)."""

    def __init__(self, proc: subprocess.Popen, req_w: int, res_r: int, out_r: int, sandbox_cfg: dict,
                 on_kill=None):
        super().__init__(req_w, res_r, out_r, sandbox_cfg)
        self.proc = proc
        self._on_kill = on_kill
        self._dead = False

    @property
    def pid(self) -> int:
        return self.proc.pid

    def wait(self, timeout: float) -> int | None:
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None

    def kill(self) -> None:
        if self._dead:
            return
        self._dead = True
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.kill()
        except ProcessLookupError:
            pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass
        if self._on_kill is not None:
            try:
                self._on_kill()
            except Exception:
                pass


def make_pipes() -> tuple[tuple[int, int], tuple[int, int], tuple[int, int]]:
    """(req_r, req_w), (res_r, res_w), (out_r, out_w) — all close-on-exec in this process."""
    return os.pipe(), os.pipe(), os.pipe()


def close_quietly(*fds: int | None) -> None:
    for fd in fds:
        if fd is not None and fd >= 0:
            try:
                os.close(fd)
            except OSError:
                pass


def wait_until(predicate, timeout: float, step: float = 0.005) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()
