"""The submission's process: load the learner's source, call their function, send arrays back.

This file runs *inside* the sandbox, so it imports only the standard library and numpy, and it is
self-contained (it is the one file of the grader that the sandbox can see). It never receives
reference code or expected values: only the source, the function name and each call's inputs.

Wire format (both directions, on two dedicated pipes): a 4-byte big-endian length, a JSON header
of that length, then the raw blobs whose byte sizes the header lists in ``"blobs"``. Arrays travel
as ``.npy`` bytes written with ``allow_pickle=False``.

Two ways to start (see ``grader/sandbox``)::

    python -I -S child.py serve REQ_FD RES_FD [SITE_DIR...]   # one submission, then exit
    python -I -S child.py zygote CTL_FD [SITE_DIR...]         # warm worker: fork one job per request

Before the learner's code runs, the process hardens itself (``_harden``): resource limits, no new
privileges, not dumpable, a seccomp filter (no sockets, no new processes or programs, no signals to
other processes, no namespaces, no ptrace) and an audit hook that turns attempts at those into
clear ``PermissionError``s. In the ``plain`` (no bubblewrap) mode the audit hook also restricts
file access to the scratch directory and the interpreter's own files — best effort only; the real
filesystem boundary is the bubblewrap mount namespace.
"""

from __future__ import annotations

import io
import json
import os
import re
import struct
import sys
import time
import traceback

SUBMISSION_FILENAME = "submission.py"  # the learner's code as Python names it (the init may name their own file)
_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.\- ]{0,62}\.py$")
MAX_HEADER = 1 << 20
STDOUT_KEEP = 8192
REQ_FD, RES_FD = 3, 4  # where a zygote job keeps its channel


# ----------------------------------------------------------------- framing (shared with the parent)


def encode_frame(header: dict, blobs: list[bytes]) -> bytes:
    header = dict(header, blobs=[len(b) for b in blobs])
    raw = json.dumps(header, allow_nan=True).encode()
    return struct.pack(">I", len(raw)) + raw + b"".join(blobs)


_NPY_MAGIC = b"\x93NUMPY"
_NPY_HEADER = re.compile(
    r"\{'descr': '([<>|=]?[biuf][0-9]{1,2})', 'fortran_order': (True|False), 'shape': \(([0-9, ]{0,400})\), \} *\n")


class NpyError(ValueError):
    """Bytes that are not a plain bool/int/float ``.npy`` array."""


def npy_bytes(array) -> bytes:
    """A ``.npy`` (version 1.0) of a bool/int/float array, C order; never pickles anything."""
    import numpy as np

    a = np.asarray(array, order="C")  # (ascontiguousarray would turn a 0-d array into 1-d)
    if a.dtype.hasobject:
        raise NpyError(f"dtype {a.dtype} cannot be sent")
    if a.dtype.kind not in "biuf" or a.dtype.fields is not None:  # (parent-built inputs only: strings)
        buf = io.BytesIO()
        np.lib.format.write_array(buf, a, allow_pickle=False)
        return buf.getvalue()
    shape = "(" + ", ".join(str(int(d)) for d in a.shape) + ("," if a.ndim == 1 else "") + ")"
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (a.dtype.str, shape)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    return _NPY_MAGIC + b"\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin-1") + a.tobytes()


def npy_parse(data: bytes, max_bytes: int | None = None):
    """Check a ``.npy`` header *before* anything is allocated: (dtype, shape, fortran, body offset).

    Only the exact header grammar numpy writes, only bool/int/float dtypes, at most 32 dimensions,
    and (with ``max_bytes``) a byte count under the cap, computed without overflow.
    """
    import numpy as np

    if len(data) < 10 or data[:6] != _NPY_MAGIC:
        raise NpyError("not a valid .npy header: bad magic")
    major = data[6]
    if major == 1:
        (hlen,), start = struct.unpack("<H", data[8:10]), 10
    elif major in (2, 3):
        if len(data) < 12:
            raise NpyError("not a valid .npy header: truncated")
        (hlen,), start = struct.unpack("<I", data[8:12]), 12
    else:
        raise NpyError(f"not a valid .npy header: version {major}")
    if hlen > 10000 or start + hlen > len(data):
        raise NpyError("not a valid .npy header: header too long or truncated")
    text = data[start:start + hlen].decode("latin-1")
    m = _NPY_HEADER.fullmatch(text)
    if m is None:
        if "'descr'" in text and not re.search(r"'descr': '[<>|=]?[biuf][0-9]{1,2}'", text):
            raise NpyError("dtype is not allowed (only bool, int and float arrays)")
        raise NpyError("not a valid .npy header")
    try:
        dtype = np.dtype(m.group(1))
    except TypeError:
        raise NpyError(f"dtype {m.group(1)} is not allowed (only bool, int and float arrays)") from None
    if dtype.hasobject or dtype.kind not in "biuf":
        raise NpyError(f"dtype {dtype} is not allowed (only bool, int and float arrays)")
    dims = [d.strip() for d in m.group(3).split(",")]
    if dims and dims[-1] == "":
        dims.pop()
    if len(dims) > 32 or not all(d.isdigit() for d in dims):
        raise NpyError(f"bad shape ({m.group(3)[:60]})")
    shape = tuple(int(d) for d in dims)
    count = 1
    for d in shape:
        count *= d
        if max_bytes is not None and count * dtype.itemsize > max_bytes:
            raise NpyTooLarge(f"array of shape {shape} exceeds the cap of {max_bytes} bytes")
    return dtype, shape, m.group(2) == "True", start + hlen


class NpyTooLarge(NpyError):
    pass


def npy_load(data: bytes, max_bytes: int | None = None):
    """Decode checked ``.npy`` bytes into a fresh, owned array."""
    import numpy as np

    dtype, shape, fortran, offset = npy_parse(data, max_bytes)
    count = 1
    for d in shape:
        count *= d
    if len(data) - offset != count * dtype.itemsize:
        raise NpyError(f"array body has {len(data) - offset} bytes, header says {count * dtype.itemsize}")
    arr = np.frombuffer(data, dtype=dtype, count=count, offset=offset)
    return arr.reshape(shape, order="F" if fortran else "C").copy()


def _read_exact(fd: int, n: int) -> bytes:
    chunks = []
    while n:
        chunk = os.read(fd, min(n, 1 << 20))
        if not chunk:
            raise EOFError("channel closed")
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def read_frame_blocking(fd: int) -> tuple[dict, list[bytes]]:
    (n,) = struct.unpack(">I", _read_exact(fd, 4))
    if n > MAX_HEADER:
        raise ValueError("header too large")
    header = json.loads(_read_exact(fd, n))
    blobs = [_read_exact(fd, int(size)) for size in header.get("blobs", [])]
    return header, blobs


def decode_npy_trusted(data: bytes):
    """Parent-built arrays only (inputs); the parent checks child output with grader.protocol."""
    try:
        return npy_load(data)
    except NpyError:  # a string array among the inputs, say
        import numpy as np

        return np.load(io.BytesIO(data), allow_pickle=False)


# ----------------------------------------------------------------- running the submission


class OutputFlood(BaseException):
    """Raised inside the submission when it prints more than it may (not an ``Exception``)."""


class _CappedText(io.TextIOBase):
    """Collects what the submission prints through ``sys.stdout`` / ``sys.stderr``, capped."""

    def __init__(self, limit: int, max_total: int = 1 << 62):
        self.limit = limit
        self.max_total = max_total
        self.parts: list[str] = []
        self.size = 0
        self.total = 0

    def writable(self) -> bool:
        return True

    def write(self, s) -> int:
        s = str(s)
        self.total += len(s)
        if self.size < self.limit:
            part = s[: self.limit - self.size]
            self.parts.append(part)
            self.size += len(part)
        if self.total > self.max_total:
            raise OutputFlood(f"printed more than {self.max_total} characters")
        return len(s)

    def getvalue(self) -> str:
        return "".join(self.parts)


def _limit_of(exc: BaseException) -> str | None:
    """Which sandbox limit (if any) an exception comes from, for a clear message in the parent."""
    import errno

    seen = 0
    while exc is not None and seen < 4:
        seen += 1
        tag = getattr(exc, "dojo_limit", None)
        if isinstance(tag, str):
            return tag[:20]
        if isinstance(exc, OutputFlood):
            return "output"
        if isinstance(exc, RecursionError):
            return "recursion"
        if isinstance(exc, OSError):
            code = exc.errno
            if code == errno.EFBIG:
                return "file_size"
            if code in (errno.ENOSPC, errno.EDQUOT):
                return "disk"
            if code in (errno.EMFILE, errno.ENFILE):
                return "open_files"
        if isinstance(exc, RuntimeError) and "can't start new thread" in str(exc):
            return "threads"
        exc = exc.__context__
    return None


_filename = [SUBMISSION_FILENAME]  # the name the learner's code was compiled under (warnings, tracebacks)


def _exc_info(exc: BaseException) -> dict:
    line = None
    tb = exc.__traceback__
    frames = []
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == _filename[0]:
            line = tb.tb_lineno
            frames.append(f"line {tb.tb_lineno}, in {code.co_name}")
        tb = tb.tb_next
    if isinstance(exc, SyntaxError) and exc.filename == _filename[0]:
        line = exc.lineno
    try:
        message = str(exc)
    except BaseException:
        message = "<unprintable message>"
    try:
        limit = _limit_of(exc)
    except BaseException:
        limit = None
    return {
        "type": type(exc).__name__,
        "mro": [c.__name__ for c in type(exc).__mro__],
        "message": message[:2000],
        "line": line,
        "frames": frames[-5:],
        "limit": limit,
    }


def _encode_value(value, blobs: list[bytes], limit: int) -> dict:
    import numpy as np

    if isinstance(value, np.ndarray):
        if value.dtype.hasobject or value.dtype.fields is not None or value.dtype.kind not in "biuf":
            return {"kind": "bad_dtype", "dtype": str(value.dtype), "dtype_kind": value.dtype.kind}
        if value.nbytes > limit:
            return {"kind": "too_large", "nbytes": int(value.nbytes), "shape": list(value.shape)}
        blobs.append(npy_bytes(value))
        return {"kind": "array", "npy": len(blobs) - 1}
    if isinstance(value, np.generic) and value.dtype.kind in "biuf":
        blobs.append(npy_bytes(np.asarray(value)))
        return {"kind": "scalar", "npy": len(blobs) - 1}
    if value is None:
        return {"kind": "none"}
    if isinstance(value, bool | int | float):
        return {"kind": "python_number", "type": type(value).__name__}
    return {"kind": "other", "type": type(value).__name__}


def _encode_result(result, limit: int) -> tuple[dict, list[bytes]]:
    blobs: list[bytes] = []
    if isinstance(result, (tuple, list)):
        items = [_encode_value(v, blobs, limit) for v in result[:8]]
        kind = "tuple" if isinstance(result, tuple) else "list"
        return {"container": kind, "length": len(result), "items": items}, blobs
    return {"container": "single", "items": [_encode_value(result, blobs, limit)]}, blobs


def _decode_args(spec: list, blobs: list[bytes]):
    out = []
    for item in spec:
        if "npy" in item:
            out.append(decode_npy_trusted(blobs[item["npy"]]))
        else:
            out.append(item["value"])
    return out


def _apply_bans(banned: list[str]) -> None:
    """Make each banned dotted name (``scipy.special.softmax``) refuse to run.

    Modules are not imported here (scipy alone costs a second): ``__import__`` is wrapped so that
    a banned module is patched the moment the submission imports it.
    """
    import builtins

    by_module: dict[str, list[str]] = {}
    for dotted in banned:
        mod_name, _, attr = dotted.rpartition(".")
        by_module.setdefault(mod_name, []).append(attr)

    def patch(mod_name: str) -> None:
        module = sys.modules.get(mod_name)
        if module is None:
            return
        for attr in by_module[mod_name]:
            def refuse(*_a, _name=f"{mod_name}.{attr}", **_k):
                raise PermissionError(f"{_name} is not allowed in this exercise: write it yourself")
            try:
                setattr(module, attr, refuse)
            except Exception:
                pass

    for mod_name in by_module:
        patch(mod_name)
    if not by_module:
        return
    real_import = builtins.__import__

    def guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
        module = real_import(name, globals, locals, fromlist, level)
        for mod_name in by_module:
            if mod_name in sys.modules:
                patch(mod_name)
        return module

    builtins.__import__ = guarded_import


# ----------------------------------------------------------------- hardening (before the learner's code)

# Syscalls the learner's code never needs. Numbers per architecture (asm/unistd_64.h, asm-generic).
_SECCOMP_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
_DENY = {
    "x86_64": dict(
        socket=41, socketpair=53, fork=57, vfork=58, execve=59, execveat=322, tkill=200, ptrace=101,
        process_vm_readv=310, process_vm_writev=311, pidfd_open=434, pidfd_send_signal=424, pidfd_getfd=438,
        mount=165, umount2=166, pivot_root=155, chroot=161, unshare=272, setns=308, bpf=321,
        perf_event_open=298, userfaultfd=323, keyctl=250, add_key=248, request_key=249, io_uring_setup=425,
        io_uring_enter=426, io_uring_register=427, shmget=29, msgget=68, semget=64, mq_open=240, kcmp=312,
        personality=135, acct=163, swapon=167, swapoff=168, reboot=169, init_module=175, finit_module=313,
        delete_module=176, kexec_load=246, kexec_file_load=320, quotactl=179, syslog=103,
        open_by_handle_at=304, name_to_handle_at=303, fanotify_init=300, mknod=133, mknodat=259,
        memfd_create=319, memfd_secret=447,  # memory written to a memfd escapes RLIMIT_AS
        # extended attributes on /scratch (or a file kept in it) would outlive the job's files: the
        # zygote's emptiness check sees entries, not attributes
        setxattr=188, lsetxattr=189, fsetxattr=190, removexattr=197, lremovexattr=198, fremovexattr=199,
        setxattrat=463, removexattrat=466,
    ),
    "aarch64": dict(
        socket=198, socketpair=199, execve=221, execveat=281, tkill=130, ptrace=117, process_vm_readv=270,
        process_vm_writev=271, pidfd_open=434, pidfd_send_signal=424, pidfd_getfd=438, mount=40, umount2=39,
        pivot_root=41, chroot=51, unshare=97, setns=268, bpf=280, perf_event_open=241, userfaultfd=282,
        keyctl=219, add_key=217, request_key=218, io_uring_setup=425, io_uring_enter=426,
        io_uring_register=427, shmget=194, msgget=186, semget=190, mq_open=180, kcmp=272, personality=92,
        acct=89, swapon=224, swapoff=225, reboot=142, init_module=105, finit_module=273, delete_module=106,
        kexec_load=104, kexec_file_load=294, quotactl=60, syslog=116, open_by_handle_at=265,
        name_to_handle_at=264, fanotify_init=262, mknodat=33, memfd_create=279, memfd_secret=447,
        setxattr=5, lsetxattr=6, fsetxattr=7, removexattr=14, lremovexattr=15, fremovexattr=16,
        setxattrat=463, removexattrat=466,
    ),
}
# Syscalls allowed only when their first argument is this process (or 0 = itself / its group).
_SELF_ONLY = {
    "x86_64": dict(kill=62, rt_sigqueueinfo=129, tgkill=234, rt_tgsigqueueinfo=297, prlimit64=302,
                   sched_setparam=142, sched_setscheduler=144, sched_setaffinity=203, sched_setattr=314),
    "aarch64": dict(kill=129, rt_sigqueueinfo=138, tgkill=131, rt_tgsigqueueinfo=240, prlimit64=261,
                    sched_setparam=118, sched_setscheduler=119, sched_setaffinity=122, sched_setattr=274),
}
# setpriority(which, who, prio) / ioprio_set(which, who, prio): only which = "a process" and who = this
# one (or 0): a job must not renice, SCHED_IDLE or I/O-starve the zygote it was forked from, whose
# later jobs (other learners') would inherit it; "all processes of my uid" (PRIO_USER) is refused too.
_WHO_SELF = {  # name -> (nr on x86_64, nr on aarch64, the "process" value of ``which``)
    "setpriority": (141, 140, 0), "ioprio_set": (251, 30, 1),
}
_IOPRIO_SET = {"x86_64": 251, "aarch64": 30}
_IOPRIO_GET = {"x86_64": 252, "aarch64": 31}
_CLONE = {"x86_64": 56, "aarch64": 220}
_FCNTL = {"x86_64": 72, "aarch64": 25}
_F_SETOWN, _F_SETSIG, _F_SETOWN_EX = 8, 10, 15  # SIGIO to another process (same uid) = a kill
_CLONE3 = 435
_SYS_SECCOMP = {"x86_64": 317, "aarch64": 277}
_CLONE_THREAD = 0x00010000
_CLONE_NS = 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000


def _bpf_program(arch: str, mypid: int) -> list[tuple[int, int, int, int]]:
    """A classic-BPF seccomp filter: deny the syscalls above with EPERM, everything else allowed."""
    LD_W_ABS, JEQ, JSET, JGE, RET = 0x20, 0x15, 0x45, 0x35, 0x06
    ALLOW, KILL = 0x7FFF0000, 0x80000000
    EPERM, ENOSYS = 0x00050000 | 1, 0x00050000 | 38
    prog: list[list] = []  # [code, jt, jf, k] with jt/jf as labels ("allow", "deny", "enosys") or ints

    def add(code, k=0, jt=0, jf=0):
        prog.append([code, jt, jf, k])

    add(LD_W_ABS, 4)                                   # seccomp_data.arch
    add(JEQ, _SECCOMP_ARCH[arch], 1, 0)
    add(RET, KILL)
    add(LD_W_ABS, 0)                                   # seccomp_data.nr
    if arch == "x86_64":
        add(JGE, 0x40000000, "deny", 0)                # the x32 ABI
    for nr in sorted(set(_DENY[arch].values())):
        add(JEQ, nr, "deny", 0)
    add(JEQ, _CLONE3, "enosys", 0)                     # glibc falls back to clone(), which we can inspect
    add(JEQ, _FCNTL[arch], 0, "not_fcntl")
    add(LD_W_ABS, 24)                                  # fcntl cmd (args[1], low 32 bits)
    add(JEQ, _F_SETOWN, "deny", 0)
    add(JEQ, _F_SETOWN_EX, "deny", 0)
    add(JEQ, _F_SETSIG, "deny", "allow")
    prog.append(["label", "not_fcntl"])
    add(JEQ, _CLONE[arch], 0, "self_only")
    add(LD_W_ABS, 16)                                  # clone flags (low 32 bits)
    add(JSET, _CLONE_NS, "deny", 0)
    add(JSET, _CLONE_THREAD, "allow", "deny")          # threads yes, processes no
    prog.append(["label", "self_only"])
    col = 0 if arch == "x86_64" else 1
    for name, nrs in _WHO_SELF.items():
        add(JEQ, nrs[col], 0, f"not_{name}")
        add(LD_W_ABS, 16)                              # which (args[0])
        add(JEQ, nrs[2], 0, "deny")
        add(LD_W_ABS, 24)                              # who (args[1])
        add(JEQ, mypid & 0xFFFFFFFF, "allow", 0)
        add(JEQ, 0, "allow", "deny")
        prog.append(["label", f"not_{name}"])
    self_only = sorted(set(_SELF_ONLY[arch].values()))
    for i, nr in enumerate(self_only):
        add(JEQ, nr, "check_pid", 0)
    add(RET, ALLOW)
    prog.append(["label", "check_pid"])
    add(LD_W_ABS, 16)                                  # args[0] (low 32 bits): the target pid
    add(JEQ, mypid & 0xFFFFFFFF, "allow", 0)
    add(JEQ, 0, "allow", "deny")
    prog.append(["label", "allow"])
    add(RET, ALLOW)
    prog.append(["label", "deny"])
    add(RET, EPERM)
    prog.append(["label", "enosys"])
    add(RET, ENOSYS)

    labels, out, pos = {}, [], 0
    for ins in prog:
        if ins[0] == "label":
            labels[ins[1]] = pos
        else:
            pos += 1
    pos = 0
    for ins in prog:
        if ins[0] == "label":
            continue
        code, jt, jf, k = ins
        if isinstance(jt, str):
            jt = labels[jt] - pos - 1
        if isinstance(jf, str):
            jf = labels[jf] - pos - 1
        if jt > 255 or jf > 255:
            raise ValueError("seccomp program too long")
        out.append((code, jt, jf, k))
        pos += 1
    return out


def _libc():
    import ctypes

    return ctypes, ctypes.CDLL(None, use_errno=True)


def _install_seccomp() -> str:
    """Install the filter on this process (all threads). Returns "" on success, else why not."""
    import platform

    arch = platform.machine()
    if arch not in _SECCOMP_ARCH:
        return f"no seccomp filter for {arch}"
    ctypes, libc = _libc()
    prog = _bpf_program(arch, os.getpid())

    class SockFilter(ctypes.Structure):
        _fields_ = [("code", ctypes.c_ushort), ("jt", ctypes.c_ubyte), ("jf", ctypes.c_ubyte), ("k", ctypes.c_uint)]

    class SockFprog(ctypes.Structure):
        _fields_ = [("len", ctypes.c_ushort), ("filter", ctypes.POINTER(SockFilter))]

    arr = (SockFilter * len(prog))(*[SockFilter(*ins) for ins in prog])
    fprog = SockFprog(len(prog), arr)
    libc.prctl(38, 1, 0, 0, 0)  # PR_SET_NO_NEW_PRIVS (required for an unprivileged filter)
    # seccomp(SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_TSYNC, &prog)
    rc = libc.syscall(_SYS_SECCOMP[arch], 1, 1, ctypes.byref(fprog))
    if rc != 0:
        rc = libc.prctl(22, 2, ctypes.byref(fprog), 0, 0)  # PR_SET_SECCOMP, SECCOMP_MODE_FILTER
    if rc != 0:
        return f"seccomp failed: errno {ctypes.get_errno()}"
    return ""


def _set_rlimits(limits: dict) -> dict:
    import resource

    applied = {}

    def cap(which, soft, hard=None):
        hard = soft if hard is None else hard
        try:
            cur_soft, cur_hard = resource.getrlimit(which)
            if cur_hard != resource.RLIM_INFINITY:
                hard = min(hard, cur_hard)
                soft = min(soft, hard)
            resource.setrlimit(which, (soft, hard))
            return soft
        except (ValueError, OSError):
            return None

    memory = int(limits.get("memory") or 0)
    if memory > 0:  # on top of what the interpreter and numpy already map
        base = 0
        try:
            with open("/proc/self/status") as f:
                for line in f:
                    if line.startswith("VmSize:"):
                        base = int(line.split()[1]) * 1024
        except OSError:
            pass
        applied["as"] = cap(resource.RLIMIT_AS, base + memory)
    cpu = int(limits.get("cpu") or 0)
    if cpu > 0:
        used = resource.getrusage(resource.RUSAGE_SELF)
        total = int(used.ru_utime + used.ru_stime) + cpu
        applied["cpu"] = cap(resource.RLIMIT_CPU, total, total + 1)
    if limits.get("fsize"):
        applied["fsize"] = cap(resource.RLIMIT_FSIZE, int(limits["fsize"]))
    if limits.get("nofile"):
        applied["nofile"] = cap(resource.RLIMIT_NOFILE, int(limits["nofile"]))
    if limits.get("nproc") and os.getuid() != 0:  # RLIMIT_NPROC is ignored for root
        applied["nproc"] = cap(resource.RLIMIT_NPROC, int(limits["nproc"]))
    applied["core"] = cap(resource.RLIMIT_CORE, 0)
    for name in ("RLIMIT_MSGQUEUE", "RLIMIT_MEMLOCK"):
        if hasattr(resource, name):
            cap(getattr(resource, name), 0)
    return applied


def _set_call_cpu(seconds: float) -> None:
    """Lower the soft CPU limit to "now + seconds" for one call (the hard limit stays the total)."""
    import resource

    try:
        _soft, hard = resource.getrlimit(resource.RLIMIT_CPU)
        used = resource.getrusage(resource.RUSAGE_SELF)
        soft = int(used.ru_utime + used.ru_stime + seconds) + 1
        if hard != resource.RLIM_INFINITY:
            soft = min(soft, max(hard - 1, 1))
        resource.setrlimit(resource.RLIMIT_CPU, (soft, hard))
    except (ValueError, OSError):
        pass


_PROCESS_EVENTS = frozenset({
    "os.fork", "os.forkpty", "os.system", "os.exec", "os.posix_spawn", "os.spawn", "subprocess.Popen",
    "os.startfile", "pty.spawn",
})
_PATH_EVENTS = {  # event -> indexes of path arguments, and whether it writes
    "os.listdir": ((0,), False), "os.scandir": ((0,), False), "glob.glob": ((0,), False),
    "glob.glob/2": ((0,), False), "os.chdir": ((0,), False), "os.chmod": ((0,), True), "os.chown": ((0,), True),
    "os.mkdir": ((0,), True), "os.remove": ((0,), True), "os.rename": ((0, 1), True), "os.rmdir": ((0,), True),
    "os.symlink": ((0, 1), True), "os.link": ((0, 1), True), "os.truncate": ((0,), True),
    "os.utime": ((0,), True), "shutil.copyfile": ((0, 1), True), "shutil.rmtree": ((0,), True),
    "os.setxattr": ((0,), True), "os.removexattr": ((0,), True), "os.listxattr": ((0,), False),
    "os.getxattr": ((0,), False),
}
_BLOCKED_IMPORTS = frozenset({"ctypes", "_ctypes", "cffi", "_cffi_backend", "_posixsubprocess", "_xxsubinterpreters",
                              "_testcapi", "_testinternalcapi", "multiprocessing", "_multiprocessing"})


def _install_audit_hook(strict: bool, read_paths: list[str], write_paths: list[str], stats: dict) -> None:
    """Refuse processes, sockets and signals to others; in ``strict`` mode also files and ctypes.

    ``strict`` is for the plain launcher, where nothing else hides the filesystem. Audit hooks are a
    tripwire with clear messages, not a security boundary: the namespaces and seccomp are.
    """
    mypid = os.getpid()
    realpath, fsdecode, isinstance_, getpid = os.path.realpath, os.fsdecode, isinstance, os.getpid
    reads = tuple(read_paths) + (f"/proc/{mypid}/status", f"/proc/{mypid}/task", "/dev/null", "/dev/urandom",
                                 "/dev/zero")
    writes = tuple(write_paths) + ("/dev/null",)
    busy = [False]

    def deny(kind: str, message: str):
        stats[kind] = stats.get(kind, 0) + 1
        exc = PermissionError(1, message)  # EPERM, like the seccomp filter below it
        exc.dojo_limit = kind
        raise exc

    def path_ok(p, write: bool) -> bool:
        if isinstance_(p, int):
            return True
        try:
            full = realpath(fsdecode(p))
        except Exception:
            return False
        for a in (writes if write else reads + writes):
            if full == a or full.startswith(a.rstrip("/") + "/"):
                return True
        return False

    def hook(event: str, args: tuple) -> None:
        if busy[0]:
            return
        if event in _PROCESS_EVENTS:
            deny("processes", "starting other processes or programs is not allowed in the grader")
        if event.startswith("socket."):
            deny("network", "network access is not allowed in the grader")
        if event in ("os.kill", "os.killpg", "signal.pthread_kill"):
            if event == "os.kill" and args and args[0] in (0, mypid, getpid()):
                return
            if event == "signal.pthread_kill":
                return  # threads of this process only
            deny("signals", "sending signals to other processes is not allowed in the grader")
        if event == "_thread.start_new_thread":
            stats["threads"] = stats.get("threads", 0) + 1
            return
        if not strict:
            return
        if event.startswith("ctypes.") or (event == "import" and args and str(args[0]).split(".")[0] in _BLOCKED_IMPORTS):
            deny("ctypes", "ctypes and native-code loaders are not allowed in the grader")
        if event == "open":
            busy[0] = True
            try:
                path, mode, flags = (tuple(args) + (None, None, None))[:3]
                write = False
                if isinstance_(mode, str):
                    write = any(c in mode for c in "wax+")
                if isinstance_(flags, int):
                    write = write or bool(flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND))
                ok = path_ok(path, write)
            finally:
                busy[0] = False
            if not ok:
                deny("filesystem", "reading or writing files outside your scratch directory is not allowed")
            return
        spec = _PATH_EVENTS.get(event)
        if spec is not None:
            busy[0] = True
            try:
                ok = all(path_ok(args[i], spec[1]) for i in spec[0] if i < len(args) and args[i] is not None)
            finally:
                busy[0] = False
            if not ok:
                deny("filesystem", "reading or writing files outside your scratch directory is not allowed")

    sys.addaudithook(hook)


MAX_RECURSION = 20000


def _cap_recursion() -> None:
    """A recursion bomb should end in a quick RecursionError, not burn its whole time limit."""
    real = sys.setrecursionlimit

    def setrecursionlimit(limit, _real=real, _cap=MAX_RECURSION):
        _real(max(50, min(int(limit), _cap)))

    sys.setrecursionlimit = setrecursionlimit


def _harden(cfg: dict, limits: dict) -> dict:
    """Everything that must hold before the learner's first line runs. Returns what is active."""
    active: dict = {"uid": os.getuid(), "pid_ns_pid": os.getpid()}
    _cap_recursion()
    active["rlimits"] = _set_rlimits(limits)
    try:
        ctypes, libc = _libc()
        libc.prctl(38, 1, 0, 0, 0)  # PR_SET_NO_NEW_PRIVS
        libc.prctl(4, 0, 0, 0, 0)   # PR_SET_DUMPABLE = 0: no ptrace, no /proc/<pid>/mem from a sibling
        active["no_new_privs"] = True
    except Exception as exc:  # pragma: no cover - ctypes missing
        active["no_new_privs"] = f"failed: {exc}"
    if cfg.get("seccomp", True):
        try:
            why = _install_seccomp()
        except Exception as exc:
            why = f"seccomp failed: {exc}"
        active["seccomp"] = True if not why else why
    else:
        active["seccomp"] = "disabled"
    stats: dict = {}
    _install_audit_hook(bool(cfg.get("strict_fs")), list(cfg.get("read_paths", [])),
                        list(cfg.get("write_paths", [os.getcwd()])), stats)
    active["audit_hook"] = "strict" if cfg.get("strict_fs") else "processes+network"
    active["_stats"] = stats
    for mod in ("ctypes", "ctypes._endian"):  # re-importing it goes through the audit hook again
        sys.modules.pop(mod, None)
    return active


def _thread_count() -> int:
    """Threads alive in this process (the main one included) that Python started."""
    import _thread

    try:
        return _thread._count() + 1
    except Exception:
        return 1


def serve(req_fd: int, res_fd: int) -> None:
    def send(header: dict, blobs: list[bytes] | None = None) -> None:
        data = encode_frame(header, blobs or [])
        view = memoryview(data)
        while view:
            n = os.write(res_fd, view)
            view = view[n:]

    init, blobs = read_frame_blocking(req_fd)
    limit = int(init.get("max_output_bytes", 16 << 20))
    max_printed = int(init.get("max_stdout_bytes", 1 << 20))
    call_cpu = float((init.get("limits") or {}).get("cpu_per_call") or 0)
    import numpy as np  # noqa: F401  (imported before the submission so bans and limits apply)

    _apply_bans(init.get("banned", []))
    source = blobs[0]
    real_stdout, real_stderr = sys.stdout, sys.stderr
    try:
        active = _harden(init.get("sandbox") or {}, init.get("limits") or {})
    except BaseException as exc:  # never run the learner's code unhardened
        send({"type": "loaded", "status": "sandbox_error", "exc": _exc_info(exc)})
        return
    stats = active.pop("_stats", {})
    captured = _CappedText(STDOUT_KEEP, max_printed)
    name = init.get("filename")
    _filename[0] = name if isinstance(name, str) and _NAME.match(name) else SUBMISSION_FILENAME
    namespace: dict = {"__name__": "submission", "__file__": _filename[0], "__builtins__": __builtins__}
    try:
        code = compile(source, _filename[0], "exec", dont_inherit=True)
    except BaseException as exc:  # SyntaxError, ValueError (null bytes), MemoryError, RecursionError
        send({"type": "loaded", "status": "syntax_error", "exc": _exc_info(exc), "sandbox": active})
        return
    sys.stdout = sys.stderr = captured
    try:
        exec(code, namespace)
    except MemoryError as exc:
        sys.stdout, sys.stderr = real_stdout, real_stderr
        send({"type": "loaded", "status": "memory", "exc": _exc_info(exc), "stdout": captured.getvalue(),
              "printed_chars": captured.total, "sandbox": active})
        return
    except BaseException as exc:  # SystemExit and KeyboardInterrupt at import are verdicts too
        sys.stdout, sys.stderr = real_stdout, real_stderr
        send({"type": "loaded", "status": "import_error", "exc": _exc_info(exc), "stdout": captured.getvalue(),
              "printed_chars": captured.total, "sandbox": active})
        return
    finally:
        sys.stdout, sys.stderr = real_stdout, real_stderr
    fn = namespace.get(init["function"])
    if not callable(fn):
        send({"type": "loaded", "status": "missing_function", "stdout": captured.getvalue(),
              "printed_chars": captured.total, "sandbox": active})
        return
    send({"type": "loaded", "status": "ok", "stdout": captured.getvalue(), "printed_chars": captured.total,
          "sandbox": active, "threads": _thread_count()})

    while True:
        try:
            req, blobs = read_frame_blocking(req_fd)
        except EOFError:
            return
        if req.get("type") != "call":
            return
        call_id = req.get("id")
        args = _decode_args(req["args"], blobs)
        kwargs = dict(zip(req["kw_names"], _decode_args(req["kwargs"], blobs)))
        names = req["arg_names"]
        before = {n: a.copy() for n, a in zip(names, list(args) + list(kwargs.values())) if hasattr(a, "copy")}
        before_bytes = {n: b.tobytes() for n, b in before.items() if isinstance(b, np.ndarray)}
        captured = _CappedText(STDOUT_KEEP, max_printed)
        if call_cpu > 0:
            _set_call_cpu(call_cpu)
        sys.stdout = sys.stderr = captured
        t0 = time.perf_counter()
        status, exc_info, result = "ok", None, None
        try:
            result = fn(*args, **kwargs)
        except MemoryError as exc:
            status, exc_info = "memory", _exc_info(exc)
        except BaseException as exc:  # RecursionError, SystemExit, KeyboardInterrupt, OutputFlood, ...
            status, exc_info = "exception", _exc_info(exc)
        finally:
            sys.stdout, sys.stderr = real_stdout, real_stderr
        elapsed = time.perf_counter() - t0
        import numpy as np

        modified = []
        for n, a in zip(names, list(args) + list(kwargs.values())):
            if n in before:
                try:
                    if isinstance(before[n], np.ndarray):
                        same = (isinstance(a, np.ndarray) and a.shape == before[n].shape
                                and a.dtype == before[n].dtype and a.tobytes() == before_bytes[n])
                        if not same:  # the slow path: same values (NaN == NaN) in other bits
                            same = a.shape == before[n].shape and np.array_equal(a, before[n], equal_nan=True)
                    else:  # a plain list argument (it has .copy() too, but no .shape)
                        same = type(a) is type(before[n]) and bool(a == before[n])
                except Exception:
                    same = False
                if not same:
                    modified.append(n)
        shared = []  # inputs an output array shares memory with (a view where the prompt asks for new arrays)
        if status == "ok":
            outs = result if type(result) in (tuple, list) else (result,)
            for n, a in zip(names, list(args) + list(kwargs.values())):
                try:
                    if type(a) is np.ndarray and any(type(o) is np.ndarray and np.may_share_memory(o, a)
                                                     for o in outs[:16]):
                        shared.append(n)
                except Exception:
                    pass
        header = {"type": "result", "id": call_id, "status": status, "elapsed": elapsed,
                  "stdout": captured.getvalue(), "printed_chars": captured.total, "inputs_modified": modified,
                  "outputs_share": shared, "threads": _thread_count(), "denied": dict(stats)}
        out_blobs: list[bytes] = []
        if status == "ok":
            try:
                header["result"], out_blobs = _encode_result(result, limit)
            except MemoryError as exc:
                header["status"], header["exc"] = "memory", _exc_info(exc)
            except BaseException as exc:  # a hostile __array__ or __len__ on the result
                header["status"], header["exc"] = "bad_result", _exc_info(exc)
        else:
            header["exc"] = exc_info
        del result
        send(header, out_blobs)


# ----------------------------------------------------------------- process entry points


def _add_site(paths: list[str]) -> None:
    for p in paths:
        if p and p not in sys.path:
            sys.path.append(p)


def _run_serve(req_fd: int, res_fd: int) -> None:
    """Serve one submission on two fds, then exit without running any learner-registered cleanup."""
    code = 0
    try:
        serve(req_fd, res_fd)
    except BaseException:
        code = 3
        try:
            traceback.print_exc(file=sys.__stderr__)
        except BaseException:
            pass
    finally:
        try:
            sys.__stdout__.flush()
        except BaseException:
            pass
        os._exit(code)


def main_serve(req_fd: int, res_fd: int) -> None:
    # Keep the channel on known fds and close everything else we might have inherited.
    os.dup2(req_fd, REQ_FD)
    os.dup2(res_fd, RES_FD)
    for fd in (req_fd, res_fd):
        if fd not in (REQ_FD, RES_FD):
            os.close(fd)
    os.closerange(RES_FD + 1, 1 << 16)
    sys.setrecursionlimit(4000)
    _run_serve(REQ_FD, RES_FD)


# ----- the zygote: a warm worker that has imported numpy and forks one job per submission


def _wait_status_code(status: int) -> int:
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    if os.WIFEXITED(status):
        return os.WEXITSTATUS(status)
    return -9


def _wipe(path: str) -> bool:
    """Empty the scratch folder; True when it ended up empty (one ``getdents`` to check).

    Every entry belongs to the job's uid (the folder itself is root's), so a mode-000 folder, a
    read-only tree or a fifo can always be opened up and removed. Anything that still fails (a tree
    too deep to walk, say) leaves the folder non-empty: the caller then retires the whole slot.
    """
    import shutil
    import stat

    def onerror(func, p, _exc):
        try:
            if os.path.isdir(p) and not os.path.islink(p):
                os.chmod(p, stat.S_IRWXU)
            parent = os.path.dirname(p)
            if parent != path:
                os.chmod(parent, stat.S_IRWXU)
            func(p)
        except OSError:
            pass

    try:
        entries = os.listdir(path)
    except OSError:
        return False
    for name in entries:
        full = os.path.join(path, name)
        try:
            st = os.lstat(full)
            if stat.S_ISDIR(st.st_mode):
                if st.st_mode & 0o700 != 0o700:
                    os.chmod(full, stat.S_IRWXU)
                shutil.rmtree(full, onerror=onerror)
            else:
                os.unlink(full)
        except (OSError, RecursionError):
            pass
    try:
        return not os.listdir(path)
    except OSError:
        return False


_SCHED_CACHE: list = []  # (libc, ioprio_get nr, ioprio_set nr), looked up once per zygote


def _ioprio_nrs():
    if not _SCHED_CACHE:
        arch = _machine()
        _SCHED_CACHE.append((_libc()[1], _IOPRIO_GET.get(arch, -1), _IOPRIO_SET.get(arch, -1)))
    return _SCHED_CACHE[0]


def _sched_state() -> tuple:
    """What a job could change about the zygote it was forked from: nice, policy, affinity, I/O priority."""
    try:
        libc, get_nr, _set_nr = _ioprio_nrs()
        ioprio = libc.syscall(get_nr, 1, 0)
    except Exception:
        ioprio = None
    try:
        affinity = tuple(sorted(os.sched_getaffinity(0)))
    except OSError:
        affinity = None
    return (os.getpriority(os.PRIO_PROCESS, 0), os.sched_getscheduler(0), affinity, ioprio)


def _reset_sched(state: tuple) -> None:
    """Put back what can be put back unprivileged (affinity, policy); the caller re-checks."""
    nice, policy, affinity, ioprio = state
    try:
        if affinity is not None:
            os.sched_setaffinity(0, affinity)
        if os.sched_getscheduler(0) != policy:
            os.sched_setscheduler(0, policy, os.sched_param(0))
        if ioprio is not None:
            libc, _get_nr, set_nr = _ioprio_nrs()
            libc.syscall(set_nr, 1, 0, ioprio)
        if os.getpriority(os.PRIO_PROCESS, 0) < nice:
            os.setpriority(os.PRIO_PROCESS, 0, nice)
    except (OSError, AttributeError, ValueError):
        pass


def _machine() -> str:
    import platform

    return platform.machine()


def _warm_up() -> None:
    """Import and exercise what learners' numpy code and our protocol use, once, in the zygote."""
    import numpy as np
    import numpy.random  # noqa: F401  (lazily imported otherwise: ~20 ms per job)

    x = np.linspace(-3.0, 3.0, 24).reshape(2, 3, 4)
    x32 = x.astype(np.float32)
    m = x > 0
    for a in (x, x32):
        e = np.exp(a - np.max(a, axis=-1, keepdims=True))
        s = e / np.sum(e, axis=-1, keepdims=True)
        np.where(m, s, -np.inf)
        np.einsum("bij,bkj->bik", a, a)
        a @ np.swapaxes(a, -1, -2)
        np.matmul(a, a.transpose(0, 2, 1))
        np.sqrt(np.abs(a)).mean(axis=1)
        np.isfinite(a).all()
        np.tril(np.ones((4, 4), dtype=bool))
        np.triu(a[0], k=1)
        np.concatenate([a, a], axis=0).reshape(4, 3, 4)
        np.stack([a, a]).transpose(1, 0, 2, 3)
        np.linalg.norm(a, axis=-1)
        np.arange(5)[:, None] >= np.arange(5)[None, :]
        np.maximum(a, 0) + np.minimum(a, 0)
        np.log(np.clip(s, 1e-9, None)).argmax(axis=-1)
        np.zeros_like(a), np.full_like(a, np.nan), np.asarray(a.tolist())
        np.divide(e, np.sum(e, axis=-1, keepdims=True), out=np.zeros_like(e), where=True)
        np.array_equal(a, a, equal_nan=True)
        np.allclose(a, a)
        np.tanh(a), np.logaddexp(a, a), np.cumsum(a, axis=-1), np.sort(a, axis=-1), np.var(a)
    rng = np.random.default_rng(0)
    rng.normal(size=(2, 2))
    np.random.seed(0)
    np.random.rand(2)
    decode_npy_trusted(npy_bytes(x))
    decode_npy_trusted(npy_bytes(m))
    encode_frame({"x": 1}, [npy_bytes(x32)])
    _encode_result((x, m, np.float64(1.0), None, 3, "s"), 1 << 20)


def _job(fds: list[int], ctl_fd: int, workdir: str) -> None:
    """In the forked child: take over the job's fds, then serve. Never returns."""
    try:
        os.setsid()
        req_r, res_w, out_w = fds[:3]
        null = os.open("/dev/null", os.O_RDWR)
        os.dup2(null, 0)
        os.dup2(out_w, 1)
        os.dup2(out_w, 2)
        os.dup2(req_r, REQ_FD)
        os.dup2(res_w, RES_FD)
        os.closerange(RES_FD + 1, 1 << 16)  # the control socket, the zygote's own fds, the originals
        os.chdir(workdir)
        os.environ["HOME"] = os.environ["TMPDIR"] = workdir
        import random

        random.seed()
        try:
            import numpy as np

            np.random.seed()
        except Exception:
            pass
        import signal

        for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE, signal.SIGCHLD):
            try:
                signal.signal(sig, signal.SIG_DFL)
            except (OSError, ValueError):
                pass
        signal.signal(signal.SIGPIPE, signal.SIG_IGN)  # as in a fresh interpreter
        signal.signal(signal.SIGINT, signal.default_int_handler)  # the zygote ignores it; a job must not
    except BaseException:
        os._exit(71)
    _run_serve(REQ_FD, RES_FD)


def zygote(ctl_fd: int) -> None:
    """Serve spawn/wait/kill requests on a SOCK_SEQPACKET socket; one job at a time.

    The zygote holds no learner data and no reference data: it only ever forks. After each job it
    SIGKILLs every other process it can signal (``kill(-1)``: in its own pid namespace, as its own
    uid, that is exactly the job's leftovers — forks, setsid daemons, stopped processes) and wipes
    the scratch directory, so the next job starts clean.
    """
    import signal
    import socket

    ctypes, libc = _libc()
    libc.prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER: orphans of a job come back to us
    libc.prctl(4, 0, 0, 0, 0)   # PR_SET_DUMPABLE = 0
    libc.prctl(38, 1, 0, 0, 0)  # PR_SET_NO_NEW_PRIVS
    import errno
    import platform  # noqa: F401  (warm for _install_seccomp)
    import random  # noqa: F401
    import resource  # noqa: F401
    import shutil  # noqa: F401
    import stat  # noqa: F401

    _warm_up()
    import gc

    import numpy as np

    gc.collect()
    gc.freeze()  # forked jobs then leave the zygote's objects alone (fewer copy-on-write faults)
    scratch = os.environ.get("DOJO_SCRATCH") or os.getcwd()
    sock = socket.socket(fileno=ctl_fd)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the grader decides when we stop
    signal.signal(signal.SIGIO, signal.SIG_IGN)   # F_SETOWN from a job (without seccomp) must not kill us
    job_pid: int | None = None
    statuses: dict[int, int] = {}
    n = 0
    clean: str = ""  # why this sandbox may not serve another job ("" = it may)
    baseline = _sched_state()

    def reply(obj: dict) -> None:
        sock.send(json.dumps(obj).encode())

    def reap(block_s: float = 0.0) -> None:
        deadline = time.monotonic() + block_s
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                if time.monotonic() >= deadline:
                    return
                time.sleep(0.001)
                continue
            statuses[pid] = status

    def cleanup() -> int | None:
        nonlocal job_pid, clean
        pid, job_pid = job_pid, None
        if pid is not None:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for _ in range(3):
            try:
                os.kill(-1, signal.SIGKILL)  # every process of our uid in our pid namespace, except us
            except ProcessLookupError:
                break
            except OSError as exc:
                if exc.errno != errno.ESRCH:
                    raise
            reap(0.5)
        reap(0.0)
        # nothing of one job may reach the next: scratch must be empty and our scheduling untouched,
        # else this whole sandbox (its tmpfs with it) is retired and the grader starts a fresh one
        if not _wipe(scratch):
            clean = "scratch"
        elif _sched_state() != baseline:
            _reset_sched(baseline)
            if _sched_state() != baseline:
                clean = "scheduling"
        status = statuses.pop(pid, None) if pid is not None else None
        statuses.clear()
        return None if status is None else _wait_status_code(status)

    reply({"op": "ready", "pid": os.getpid(), "uid": os.getuid(), "numpy": np.__version__})
    while True:
        try:
            msg, fds, _flags, _addr = socket.recv_fds(sock, 1 << 16, 8)
        except InterruptedError:
            continue
        except OSError:
            break
        if not msg:
            break
        try:
            req = json.loads(msg)
            op = req.get("op")
        except ValueError:
            op = None
        if op == "spawn":
            cleanup()
            if clean:
                for fd in fds:
                    os.close(fd)
                reply({"op": "dirty", "why": clean})
                break
            n += 1
            workdir = scratch  # the job's folder: the only place it can write (see grader/sandbox/bwrap.py)
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                _job(list(fds), ctl_fd, workdir)
                os._exit(72)
            for fd in fds:
                os.close(fd)
            job_pid = pid
            reply({"op": "spawned", "pid": pid})
        elif op == "wait":
            for fd in fds:
                os.close(fd)
            code = None
            if job_pid is not None:
                deadline = time.monotonic() + float(req.get("timeout", 0))
                while True:
                    reap(0.0)
                    if job_pid in statuses:
                        code = _wait_status_code(statuses[job_pid])
                        break
                    if time.monotonic() >= deadline:
                        break
                    time.sleep(0.002)
            reply({"op": "waited", "code": code})
        elif op == "kill":
            for fd in fds:
                os.close(fd)
            known = job_pid is not None and job_pid in statuses
            code = cleanup()
            reply({"op": "killed", "code": code, "exited_before": known, "clean": not clean})
            if clean:
                break
        else:
            for fd in fds:
                os.close(fd)
            reply({"op": "pong"})
    cleanup()
    os._exit(0)


def main() -> None:
    argv = sys.argv[1:]
    if argv and argv[0] == "zygote":
        _add_site(argv[2:])
        zygote(int(argv[1]))
        return
    if argv and argv[0] == "serve":
        argv = argv[1:]
    _add_site(argv[2:])
    main_serve(int(argv[0]), int(argv[1]))


if __name__ == "__main__":
    main()
