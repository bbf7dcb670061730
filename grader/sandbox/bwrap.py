"""The bubblewrap sandbox: what the submission's process can see, and who it runs as.

The chain of exec'd tools (no ``preexec_fn``: the app's server is threaded)::

    prlimit --nproc --core            outer bounds, inherited by everything below
    └ bwrap  (as root, no user namespace)
        --unshare-pid --unshare-net --unshare-ipc --unshare-uts --unshare-cgroup-try
        --die-with-parent --new-session --clearenv
        read-only: /usr (+ the /lib, /bin symlinks), the interpreter binary, libpython, the stdlib,
                   numpy (at /opt/dojo/site), grader/child.py (at /opt/dojo/child.py)
        an empty tmpfs over every site-packages dir; a private size-limited tmpfs at /scratch
        (also HOME, TMPDIR, cwd; /tmp points there); a fresh /proc and a minimal /dev
      └ setpriv --reuid U --regid U --clear-groups --inh-caps=-all --bounding-set=-all --no-new-privs
          └ python -I -S /opt/dojo/child.py (zygote|serve) ...

Why bwrap runs as root and drops the uid *inside*: the interpreter lives under ``/root`` (mode
0700), which an unprivileged bwrap cannot bind (it resolves every source path as the calling user).
As root, bwrap can mount exactly the interpreter's files at the same paths (libpython's RUNPATH is
absolute), and ``setpriv`` then switches to a real, unprivileged uid of the *host* user namespace
— one per concurrent sandbox (60000 + n) — so RLIMIT_NPROC applies (it is ignored for root, and for
a uid that a user namespace maps to root), and no sandbox can signal or ptrace another. The child
then tightens its own limits and installs a seccomp filter before running the learner's code.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
from pathlib import Path

from .base import (
    CHILD_PATH,
    PopenChild,
    SandboxError,
    child_env,
    close_quietly,
    make_pipes,
    popen,
    runtime,
    uid_pool,
)

SITE = "/opt/dojo/site"
CHILD = "/opt/dojo/child.py"
SCRATCH = "/scratch"
SCRATCH_HOST_DIR = "/run/attention-dojo/scratch"  # empty on the host: mounted over in a private namespace
SCRATCH_INODES = 4096  # file entries (files, folders, fifos, links) a job may have at once


@functools.lru_cache(maxsize=1)
def scratch_mount_tools() -> dict[str, str] | None:
    """``unshare``, ``sh`` and ``mount`` when a capped scratch tmpfs can be mounted (root only)."""
    found = {name: shutil.which(name) for name in ("unshare", "sh", "mount")}
    if os.geteuid() != 0 or not all(found.values()):
        return None
    try:
        os.makedirs(SCRATCH_HOST_DIR, mode=0o700, exist_ok=True)
    except OSError:
        return None
    return found  # type: ignore[return-value]


_SCRATCH_SCRIPT = ('mount -t tmpfs -o "size=$1,nr_inodes=$2,mode=0777,nosuid,nodev" dojo-scratch "$3" '
                   '&& shift 3 && exec "$@"')


def tools() -> dict[str, str | None]:
    return {name: shutil.which(name) for name in ("bwrap", "setpriv", "prlimit")}


def bwrap_version() -> str | None:
    exe = shutil.which("bwrap")
    if not exe:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=5)
        return out.stdout.strip() or None
    except (OSError, subprocess.SubprocessError):
        return None


def static_problems() -> list[str]:
    """Why the bubblewrap sandbox cannot be used here (empty when it can be tried)."""
    problems = []
    if not sys.platform.startswith("linux"):
        problems.append("not Linux")
    missing = [k for k, v in tools().items() if not v]
    if missing:
        problems.append(f"missing {', '.join(missing)} (run scripts/install_system.sh as root)")
    if os.geteuid() != 0:
        problems.append("not running as root: bwrap must bind the interpreter, then drop to a sandbox uid")
    return problems


RUNTIME_CACHE = "/var/cache/attention-dojo"  # root's; holds copies of the runtime at neutral paths
PREFIX = "/opt/dojo"                          # where the copy appears inside the sandbox
BOOT = PREFIX + "/boot"                       # child.py and its compiled .pyc
_SKIP_STDLIB = {"site-packages", "dist-packages", "test", "idlelib", "tkinter", "turtledemo", "ensurepip",
                "lib2to3", "config-3.11-x86_64-linux-gnu"}


class NeutralRuntime:
    """A copy of the interpreter, its standard library and numpy under RUNTIME_CACHE, bound at /opt/dojo.

    Binding the host's files at their own paths shows them inside the sandbox: in ``sys.path``,
    ``/proc/self/exe`` and — whatever the mount point — in the source-path column of
    ``/proc/self/mountinfo`` (the checkout, the venv, the interpreter's home). A copy made once per
    host (keyed by what it copies) shows only ``/var/cache/attention-dojo/…`` there, and the
    interpreter finds its library at ``/opt/dojo/lib`` (``LD_LIBRARY_PATH``, since libpython's
    RUNPATH names the original prefix). Built atomically (a temporary folder renamed into place),
    so two graders starting at once never see half a copy. None when it cannot be built.
    """

    def __init__(self, root: str, exe_name: str, shared_lib: bool):
        self.root, self.exe, self.shared_lib = root, f"{PREFIX}/bin/{exe_name}", shared_lib

    @classmethod
    def build(cls, rt) -> "NeutralRuntime | None":
        import hashlib

        if os.geteuid() != 0:
            return None
        stdlib = os.path.dirname(os.path.realpath(os.__file__))
        ver = f"python{sys.version_info.major}.{sys.version_info.minor}"
        exe_name = os.path.basename(rt.executable)
        try:
            # files that change when the interpreter or numpy does (not folder mtimes: those move
            # whenever anything writes a cache file, and every change would copy ~110 MB again)
            marks = [rt.executable, os.path.join(stdlib, "os.py")]
            marks += [os.path.join(d, n) for d in rt.lib_dirs for n in sorted(os.listdir(d)) if n.startswith("libpython")]
            marks += [os.path.join(d, n) for d in rt.numpy_dirs for n in ("__init__.py", "version.py")
                      if os.path.isfile(os.path.join(d, n))]
            stamp = [(p, os.stat(p).st_mtime_ns, os.stat(p).st_size) for p in marks]
            key = hashlib.sha256(repr((stamp, sys.version)).encode()).hexdigest()[:16]
            dest = f"{RUNTIME_CACHE}/runtime-{key}"
            shared = bool(rt.lib_dirs)

            def fill(tmp: str) -> None:
                os.makedirs(f"{tmp}/bin")
                shutil.copy2(rt.executable, f"{tmp}/bin/{exe_name}")
                os.makedirs(f"{tmp}/lib")
                for d in rt.lib_dirs:
                    for name in os.listdir(d):
                        src = os.path.join(d, name)
                        if name.startswith("libpython") and (os.path.isfile(src) or os.path.islink(src)):
                            shutil.copy2(src, f"{tmp}/lib/{name}", follow_symlinks=False)
                shutil.copytree(stdlib, f"{tmp}/lib/{ver}", symlinks=True,
                                ignore=lambda _d, names: [n for n in names if n in _SKIP_STDLIB])
                for d in rt.stdlib_dirs:  # lib-dynload, when it lives elsewhere
                    if not _under(d, [stdlib]):
                        shutil.copytree(d, f"{tmp}/lib/{ver}/{os.path.basename(d)}", symlinks=True,
                                        dirs_exist_ok=True)
                os.makedirs(f"{tmp}/site")
                for d in rt.numpy_dirs:
                    shutil.copytree(d, f"{tmp}/site/{os.path.basename(d)}", symlinks=True)
                os.makedirs(f"{tmp}/boot")  # mount point of the child's own folder

            _cached_dir(dest, ".runtime-", fill, marker=repr(stamp))
            return cls(dest, exe_name, shared)
        except (OSError, shutil.Error):
            return None


def _cached_dir(dest: str, prefix: str, fill, marker: str = "", file_mode: int | None = None) -> str:
    """``dest`` under RUNTIME_CACHE, built once: ``fill(tmp)`` writes a fresh temporary folder, which is
    made world-readable, marked complete and renamed into place (a concurrent builder's result wins).

    Raises: OSError (and whatever ``fill`` raises) when it cannot be built.
    """
    import tempfile

    if os.path.isfile(dest + "/.complete"):
        return dest
    os.makedirs(RUNTIME_CACHE, mode=0o755, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix=prefix, dir=RUNTIME_CACHE)
    try:
        fill(tmp)
        for dirpath, _dirs, files in os.walk(tmp):
            os.chmod(dirpath, 0o755)
            if file_mode is not None:
                for name in files:
                    os.chmod(os.path.join(dirpath, name), file_mode)
        with open(f"{tmp}/.complete", "w") as f:
            f.write(marker)
        try:
            os.rename(tmp, dest)
        except OSError:
            if not os.path.isfile(dest + "/.complete"):
                raise
    finally:
        if os.path.isdir(tmp):
            shutil.rmtree(tmp, ignore_errors=True)
    return dest


def _boot_dir() -> str | None:
    """child.py and its compiled bytecode, copied under RUNTIME_CACHE by content hash."""
    import hashlib
    import py_compile

    try:
        data = CHILD_PATH.read_bytes()

        def fill(tmp: str) -> None:
            with open(f"{tmp}/child.py", "wb") as f:
                f.write(data)
            os.makedirs(f"{tmp}/__pycache__")
            py_compile.compile(f"{tmp}/child.py", cfile=f"{tmp}/__pycache__/child.{sys.implementation.cache_tag}.pyc",
                               dfile=f"{BOOT}/child.py", doraise=True,
                               invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)

        return _cached_dir(f"{RUNTIME_CACHE}/boot-{hashlib.sha256(data).hexdigest()[:16]}", ".boot-", fill,
                           file_mode=0o644)
    except (OSError, py_compile.PyCompileError):
        return None


_neutral: list = []


def neutral_runtime() -> "tuple[NeutralRuntime, str] | None":
    """The neutral runtime and boot folder (built on first use), or None (then the old binds)."""
    if not _neutral:
        if os.environ.get("DOJO_SANDBOX_NEUTRAL_RUNTIME", "1") == "0":
            _neutral.append(None)
        else:
            nr = NeutralRuntime.build(runtime())
            boot = _boot_dir() if nr is not None else None
            _neutral.append((nr, boot) if nr is not None and boot is not None else None)
    return _neutral[0]


def _ancestors(path: str) -> list[str]:
    out, p = [], os.path.dirname(path.rstrip("/"))
    while p not in ("", "/"):
        out.append(p)
        p = os.path.dirname(p)
    return list(reversed(out))


def _under(path: str, roots) -> bool:
    return any(path == r or path.startswith(r.rstrip("/") + "/") for r in roots)


class MountPlan:
    """The bwrap arguments that build the sandbox's filesystem (computed once per process)."""

    def __init__(self, scratch_bytes: int, compile_child: bool = True):
        rt = runtime()
        args: list[str] = []
        made: set[str] = set()

        def mkdirs(dest: str) -> None:
            for d in _ancestors(dest):
                if d not in made and not _under(d, ["/usr"]):
                    args.extend(["--perms", "0755", "--dir", d])
                    made.add(d)

        args += ["--ro-bind", "/usr", "/usr"]
        for top in ("/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"):
            if os.path.islink(top):
                args += ["--symlink", os.readlink(top), top]
            elif os.path.isdir(top):
                args += ["--ro-bind", top, top]
        bound = ["/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"]
        neutral = neutral_runtime()
        self.neutral = neutral[0] if neutral else None
        if neutral:
            nr, boot = neutral
            args += ["--perms", "0755", "--dir", "/opt", "--ro-bind", nr.root, PREFIX, "--ro-bind", boot, BOOT]
            args += ["--proc", "/proc", "--dev", "/dev"]
            self._scratch(args, scratch_bytes, bound)
            self.args = args
            self.runtime = rt
            return
        if not _under(rt.executable, bound):
            mkdirs(rt.executable)
            args += ["--ro-bind", rt.executable, rt.executable]
        for d in list(rt.lib_dirs) + list(rt.stdlib_dirs):
            if not _under(d, bound):
                mkdirs(d)
                args += ["--ro-bind", d, d]
                bound.append(d)
        for site in rt.site_dirs:  # hide every installed package; numpy comes back at /opt/dojo/site
            if _under(site, bound) and os.path.isdir(site):
                args += ["--perms", "0555", "--tmpfs", site, "--remount-ro", site]
        mkdirs(SITE + "/x")
        for d in rt.numpy_dirs:
            args += ["--ro-bind", d, f"{SITE}/{os.path.basename(d)}"]
        args += ["--ro-bind", str(CHILD_PATH), CHILD]
        pyc = _compiled_child() if compile_child else _fresh_pyc(CHILD_PATH)
        if pyc:  # a script is recompiled at every start (~20 ms); an imported module uses its .pyc
            args += ["--perms", "0755", "--dir", os.path.dirname(CHILD) + "/__pycache__",
                     "--ro-bind", pyc, f"{os.path.dirname(CHILD)}/__pycache__/{os.path.basename(pyc)}"]
        args += ["--proc", "/proc", "--dev", "/dev"]
        self._scratch(args, scratch_bytes, bound)
        self.args = args
        self.runtime = rt

    @staticmethod
    def _scratch(args: list[str], scratch_bytes: int, bound: list[str]) -> None:
        # /scratch is the job's folder and the only place it can write: the root of a tmpfs that root
        # owns (mode 0777, no sticky bit), so the job's uid can create entries in it but can never
        # chmod it, and nothing else in the sandbox is writable (/dev and /dev/shm are root's 0755).
        # With util-linux ``unshare`` it is a tmpfs mounted in a private mount namespace with an
        # inode cap (``nr_inodes``: an inode flood stops at the cap); else bwrap's own tmpfs.
        if scratch_mount_tools():
            args += ["--bind", SCRATCH_HOST_DIR, SCRATCH]
        else:
            args += ["--perms", "0777", "--size", str(int(scratch_bytes)), "--tmpfs", SCRATCH]
        if not _under("/tmp", [d for d in bound]) and not any(_under(d, ["/tmp"]) for d in bound):
            args += ["--symlink", SCRATCH, "/tmp"]  # code that writes to /tmp writes to its scratch


def _fresh_pyc(source: Path) -> str | None:
    """The interpreter's own cached .pyc of ``source`` if it is current (timestamp-checked)."""
    import importlib.util
    import struct

    try:
        pyc = importlib.util.cache_from_source(str(source))
        with open(pyc, "rb") as f:
            head = f.read(16)
        st = os.stat(source)
        magic, flags, mtime, size = head[:4], *struct.unpack("<III", head[4:16])
        if magic == importlib.util.MAGIC_NUMBER and flags == 0 and mtime == int(st.st_mtime) & 0xFFFFFFFF \
                and size == st.st_size & 0xFFFFFFFF and os.stat(pyc).st_mode & 0o004:
            return pyc
    except (OSError, ValueError, struct.error, NotImplementedError):
        pass
    return None


def _compiled_child() -> str | None:
    """child.py's bytecode for the sandbox: the cached .pyc if current, else compiled once per process."""
    import atexit
    import py_compile
    import tempfile

    cached = _fresh_pyc(CHILD_PATH)
    if cached:
        return cached
    try:
        d = tempfile.mkdtemp(prefix="dojo-pyc-")
        os.chmod(d, 0o755)
        out = os.path.join(d, f"child.{sys.implementation.cache_tag}.pyc")
        py_compile.compile(str(CHILD_PATH), cfile=out, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
        os.chmod(out, 0o644)
        atexit.register(shutil.rmtree, d, True)
        return out
    except (OSError, py_compile.PyCompileError):
        return None


_plans: dict[tuple[int, bool], MountPlan] = {}


def mount_plan(scratch_bytes: int, compile_child: bool = True) -> MountPlan:
    key = (scratch_bytes, compile_child)
    plan = _plans.get(key)
    if plan is None:
        plan = _plans[key] = MountPlan(scratch_bytes, compile_child)
    return plan


def sandbox_argv(uid: int, inner: list[str], *, scratch_bytes: int, nproc: int,
                 compile_child: bool = True, scratch_inodes: int = SCRATCH_INODES,
                 args_fd: int | None = None) -> list[str]:
    """The full exec chain for one sandbox running ``inner`` (an argv inside the sandbox).

    ``compile_child=False`` (the long-lived zygote): no compiling in this process — the zygote
    compiles child.py itself, on its own core, unless a current cached .pyc can be bound.
    """
    t = tools()
    if not all(t.values()):
        raise SandboxError("bubblewrap, setpriv or prlimit is missing")
    plan = mount_plan(scratch_bytes, compile_child)
    env = child_env(SCRATCH)
    env["DOJO_SCRATCH"] = SCRATCH
    if plan.neutral is not None and plan.neutral.shared_lib:
        env["LD_LIBRARY_PATH"] = f"{PREFIX}/lib"  # libpython's RUNPATH names the host's prefix
    setenv: list[str] = []
    for k, v in env.items():
        setenv += ["--setenv", k, v]
    outer = [t["prlimit"], f"--nproc={int(nproc)}", "--core=0", "--"]
    mt = scratch_mount_tools()
    if mt:  # a private mount namespace (gone with the sandbox) holding the scratch tmpfs
        outer += [mt["unshare"], "--mount", "--propagation", "private", "--", mt["sh"], "-c", _SCRATCH_SCRIPT, "sh",
                  str(int(scratch_bytes)), str(int(scratch_inodes)), SCRATCH_HOST_DIR]
    options = (["--unshare-pid", "--unshare-net", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try",
                "--die-with-parent", "--new-session", "--clearenv", "--hostname", "sandbox"]
               + plan.args + ["--chdir", SCRATCH] + setenv)
    command = ["--", t["setpriv"], f"--reuid={uid}", f"--regid={uid}", "--clear-groups", "--inh-caps=-all",
               "--bounding-set=-all", "--no-new-privs", "--"] + inner
    if args_fd is not None:
        # bwrap reads its options from a memfd: the sandbox's pid 1 is that bwrap, and its command
        # line (/proc/1/cmdline) would otherwise list every host path it binds
        data = b"".join(a.encode() + b"\0" for a in options)
        os.write(args_fd, data)
        os.lseek(args_fd, 0, os.SEEK_SET)
        return outer + [t["bwrap"], "--args", str(args_fd)] + command
    return outer + [t["bwrap"]] + options + command


def args_memfd() -> int | None:
    """A fresh memfd for :func:`sandbox_argv` (``args_fd``); the caller closes it after the start."""
    try:
        return os.memfd_create("dojo-bwrap-args", 0)
    except (AttributeError, OSError):
        return None


def python_argv(mode: str, *fds: int) -> list[str]:
    rt = runtime()
    neutral = neutral_runtime()
    exe, folder, site = (neutral[0].exe, BOOT, f"{PREFIX}/site") if neutral else (rt.executable, os.path.dirname(CHILD),
                                                                                  SITE)
    boot = f"import sys; sys.path[:0] = [{folder!r}]; import child; child.main()"
    return [exe, "-I", "-S", "-c", boot, mode, *[str(f) for f in fds], site]


SANDBOX_CFG = {"seccomp": True, "strict_fs": False}


class _BwrapLease:
    """One uid for the lease's lifetime; a fresh sandbox per start (one-shot mode)."""

    def __init__(self, launcher: "BwrapLauncher"):
        self.launcher = launcher
        self.uid = uid_pool().acquire()
        self.last: PopenChild | None = None

    def start(self, limits) -> PopenChild:
        (req_r, req_w), (res_r, res_w), (out_r, out_w) = make_pipes()
        afd = args_memfd()
        try:
            argv = sandbox_argv(self.uid.uid, python_argv("serve", req_r, res_w),
                                scratch_bytes=limits.scratch_bytes, nproc=limits.nproc, args_fd=afd)
            proc = popen(argv, stdin=subprocess.DEVNULL, stdout=out_w, stderr=out_w, env={"PATH": "/usr/bin:/bin"},
                         pass_fds=(req_r, res_w) + ((afd,) if afd is not None else ()), start_new_session=True,
                         close_fds=True, cwd="/")
        except BaseException:
            close_quietly(req_r, req_w, res_r, res_w, out_r, out_w)
            raise
        finally:
            if afd is not None:
                close_quietly(afd)
        close_quietly(req_r, res_w, out_w)
        self.last = PopenChild(proc, req_w, res_r, out_r, dict(SANDBOX_CFG, seccomp=self.launcher.seccomp))
        return self.last

    def release(self) -> None:
        self.uid.release()


class BwrapLauncher:
    """One fresh bubblewrap sandbox per child (about 120 ms: a new interpreter imports numpy).

    ``seccomp=False`` is for tests that check the other layers hold on their own.
    """

    name = "bwrap"

    def __init__(self, seccomp: bool = True):
        self.seccomp = seccomp

    def protections(self) -> dict[str, bool]:
        return {"separate_process": True, "rlimits": True, "clean_environment": True, "seccomp": True,
                "filesystem_hidden": True, "network_namespace": True, "pid_namespace": True,
                "unprivileged_uid": True, "audit_hook_strict": False}

    def lease(self) -> _BwrapLease:
        return _BwrapLease(self)
