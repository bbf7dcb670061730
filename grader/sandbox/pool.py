"""The warm pool: long-lived bubblewrap sandboxes ("zygotes") that fork one job per submission.

Starting a sandbox costs what a new interpreter costs to import numpy (~120 ms); forking a process
that already imported it costs ~2 ms. So each *slot* of the pool is one bubblewrap sandbox (its own
pid, network, ipc and uts namespaces, its own unprivileged uid, its own scratch tmpfs) running
``child.py zygote``, which imported numpy once and then, per submission, forks a job that hardens
itself (rlimits, not dumpable, seccomp) and serves the runner's protocol on fresh pipes passed over
a SOCK_SEQPACKET control socket (SCM_RIGHTS).

After each job the zygote SIGKILLs everything else its uid runs in its pid namespace and wipes the
scratch tmpfs; jobs are denied ``kill``/``ptrace``/``prlimit`` on other pids by seccomp and the
zygote is not dumpable, so a job cannot tamper with the zygote or the next job. The zygote only ever
receives sources and inputs — never reference code or expected values (those stay in the grader).

A slot serves one :class:`grader.runner.Session` at a time; ``size`` caps concurrency (a Session
waits for a free slot). The pool is process-wide and thread-safe (:func:`warm_pool`).
"""

from __future__ import annotations

import atexit
import json
import os
import socket
import subprocess
import tempfile
import threading
import time

from . import bwrap
from .base import Child, SandboxError, close_quietly, make_pipes, popen, uid_pool

READY_TIMEOUT_S = 20.0
REQUEST_TIMEOUT_S = 15.0


class Zygote:
    """One warm sandbox (one uid). Not thread-safe by itself: a slot is used by one Session at a time."""

    def __init__(self, uid: int, scratch_bytes: int, nproc: int, seccomp: bool = True,
                 scratch_inodes: int = bwrap.SCRATCH_INODES):
        self.uid = uid
        self.seccomp = seccomp
        parent, child = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        self.sock = parent
        afd = bwrap.args_memfd()
        self._err = tempfile.TemporaryFile(prefix="dojo-zygote-")  # bwrap's own complaints, if any
        try:
            argv = bwrap.sandbox_argv(uid, bwrap.python_argv("zygote", child.fileno()), scratch_bytes=scratch_bytes,
                                      nproc=nproc, compile_child=False, scratch_inodes=scratch_inodes, args_fd=afd)
            self.proc = popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._err,
                              env={"PATH": "/usr/bin:/bin"},
                              pass_fds=(child.fileno(),) + ((afd,) if afd is not None else ()),
                              start_new_session=True, close_fds=True, cwd="/")
        except BaseException:
            self._err.close()
            parent.close()
            raise
        finally:
            child.close()
            if afd is not None:
                close_quietly(afd)
        self.ready = False
        self.info: dict = {}
        self._broken = False
        self._pending = 0
        self.retired = 0
        self.started = time.monotonic()

    # ------------------------------------------------------------ protocol

    def _recv(self, timeout: float) -> dict:
        self.sock.settimeout(timeout)
        try:
            data = self.sock.recv(1 << 16)
        except (socket.timeout, OSError) as exc:
            self._broken = True
            raise SandboxError(f"the warm sandbox did not answer: {exc}") from None
        if not data:
            self._broken = True
            raise SandboxError("the warm sandbox has exited")
        return json.loads(data)

    def _send(self, obj: dict, fds: tuple[int, ...], timeout: float) -> None:
        if self._broken:
            raise SandboxError("the warm sandbox is gone")
        while self._pending:  # answers to requests nobody waited for (a cleanup still running)
            self._pending -= 1
            answer = self._recv(REQUEST_TIMEOUT_S)
            if answer.get("op") == "killed" and answer.get("clean") is not True:
                # the last job left something behind (scratch not empty, scheduling changed): the
                # zygote has exited; the slot starts a fresh sandbox (Slot.start retries)
                self._broken = True
                self.retired += 1
                raise SandboxError("the warm sandbox was retired after a job left traces")
        try:
            self.sock.settimeout(timeout)
            socket.send_fds(self.sock, [json.dumps(obj).encode()], list(fds))
        except OSError as exc:
            self._broken = True
            raise SandboxError(f"the warm sandbox is gone: {exc}") from None

    def request(self, obj: dict, fds: tuple[int, ...] = (), timeout: float = REQUEST_TIMEOUT_S) -> dict:
        self._send(obj, fds, timeout)
        return self._recv(timeout)

    def post(self, obj: dict) -> None:
        """Send without waiting: the answer is read before the next request (the zygote works in order)."""
        self._send(obj, (), REQUEST_TIMEOUT_S)
        self._pending += 1

    def wait_ready(self, timeout: float = READY_TIMEOUT_S) -> None:
        if self.ready:
            return
        try:
            msg = self._recv(timeout)
        except SandboxError:
            self.kill()
            err = b""
            try:
                self._err.seek(0)
                err = self._err.read(4000)
            except (OSError, ValueError):
                pass
            text = err.decode("utf-8", "replace").strip().splitlines()
            raise SandboxError("the bubblewrap sandbox failed to start" + (f": {text[-1]}" if text else "")) from None
        if msg.get("op") != "ready":
            self.kill()
            raise SandboxError(f"unexpected first message from the sandbox: {str(msg)[:80]}")
        self.info = msg
        self.ready = True

    @property
    def alive(self) -> bool:
        return not self._broken and self.proc.poll() is None

    def spawn(self) -> "ZygoteChild":
        self.wait_ready()
        (req_r, req_w), (res_r, res_w), (out_r, out_w) = make_pipes()
        try:
            reply = self.request({"op": "spawn"}, (req_r, res_w, out_w))
        except BaseException:
            close_quietly(req_w, res_r, out_r)
            raise
        finally:
            close_quietly(req_r, res_w, out_w)
        if reply.get("op") != "spawned":
            close_quietly(req_w, res_r, out_r)
            if reply.get("op") == "dirty":
                self._broken = True
            raise SandboxError(f"the warm sandbox refused a job: {str(reply)[:80]}")
        return ZygoteChild(self, int(reply["pid"]), req_w, res_r, out_r)

    def kill(self) -> None:
        self._broken = True
        try:
            self.sock.close()
        except OSError:
            pass
        if self.proc.poll() is None:
            try:
                self.proc.kill()
            except ProcessLookupError:
                pass
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            pass


class ZygoteChild(Child):
    def __init__(self, zygote: Zygote, pid: int, req_w: int, res_r: int, out_r: int):
        super().__init__(req_w, res_r, out_r, dict(bwrap.SANDBOX_CFG, seccomp=zygote.seccomp))
        self.zygote = zygote
        self.pid = pid  # inside the slot's pid namespace
        self._done = False
        self._code: int | None = None

    def wait(self, timeout: float) -> int | None:
        if self._done:
            return self._code
        try:
            reply = self.zygote.request({"op": "wait", "timeout": float(timeout)}, timeout=timeout + REQUEST_TIMEOUT_S)
        except SandboxError:
            return None
        code = reply.get("code")
        return int(code) if isinstance(code, int) else None

    def kill(self) -> None:
        """Kill the job and everything it started; the zygote cleans up while the grader goes on
        (its next request, from whichever Session gets this slot, waits for that to finish)."""
        if self._done:
            return
        self._done = True
        try:
            self.zygote.post({"op": "kill"})
        except SandboxError:
            self.zygote.kill()  # a zygote that cannot clean up is replaced, with everything in it


class Slot:
    def __init__(self, pool: "WarmPool"):
        self.pool = pool
        self.uid = uid_pool().acquire()
        self.zygote: Zygote | None = None
        self.replaced = 0  # how many times this slot's sandbox was replaced (crashed, retired)
        self._lock = threading.Lock()

    def ensure(self) -> Zygote:
        with self._lock:
            if self.zygote is None or not self.zygote.alive:
                if self.zygote is not None:
                    self.zygote.kill()
                self.replaced += self.zygote is not None
                self.zygote = Zygote(self.uid.uid, self.pool.scratch_bytes, self.pool.nproc, self.pool.seccomp,
                                     self.pool.scratch_inodes)
            return self.zygote

    def start(self) -> ZygoteChild:
        z = self.ensure()
        try:
            return z.spawn()
        except SandboxError:
            # One retry with a fresh zygote (the last job may have taken the old one down).
            z.kill()
            return self.ensure().spawn()

    def close(self) -> None:
        with self._lock:
            if self.zygote is not None:
                self.zygote.kill()
                self.zygote = None
        self.uid.release()


class SlotLease:
    def __init__(self, pool: "WarmPool", slot: Slot):
        self.pool = pool
        self.slot = slot
        self._released = False

    def start(self, limits) -> ZygoteChild:
        return self.slot.start()

    def release(self) -> None:
        if not self._released:
            self._released = True
            self.pool._give_back(self.slot)


class WarmPool:
    def __init__(self, size: int | None = None, scratch_bytes: int = 64 << 20, nproc: int = 64,
                 seccomp: bool = True, scratch_inodes: int = bwrap.SCRATCH_INODES):
        """``seccomp=False`` is for tests that check the other layers hold on their own."""
        self.seccomp = seccomp
        self.size = max(1, int(size or os.environ.get("DOJO_SANDBOX_SLOTS") or max(2, os.cpu_count() or 2)))
        self.scratch_bytes = scratch_bytes
        self.scratch_inodes = scratch_inodes
        self.nproc = nproc
        self._sem = threading.BoundedSemaphore(self.size)
        self._lock = threading.Lock()
        self._idle: list[Slot] = []
        self._all: list[Slot] = []
        self._closed = False

    def lease(self, timeout: float | None = None) -> SlotLease:
        if not self._sem.acquire(timeout=timeout):
            raise SandboxError(f"all {self.size} sandbox slots stayed busy for {timeout} s")
        try:
            with self._lock:
                slot = self._idle.pop() if self._idle else None
            if slot is None:
                slot = Slot(self)
                with self._lock:
                    self._all.append(slot)
        except BaseException:
            self._sem.release()
            raise
        return SlotLease(self, slot)

    def _give_back(self, slot: Slot) -> None:
        with self._lock:
            self._idle.append(slot)
        self._sem.release()

    def prewarm(self, n: int = 1, wait: bool = False) -> None:
        """Start up to ``n`` idle slots' zygotes now (in the background unless ``wait``)."""
        leases = []
        try:
            for _ in range(min(n, self.size)):
                if not self._sem.acquire(blocking=False):
                    break
                with self._lock:
                    slot = self._idle.pop() if self._idle else None
                if slot is None:
                    try:
                        slot = Slot(self)
                    except BaseException:
                        self._sem.release()
                        raise
                    with self._lock:
                        self._all.append(slot)
                leases.append(SlotLease(self, slot))
            for lease in leases:
                z = lease.slot.ensure()
                if wait:
                    z.wait_ready()
        finally:
            for lease in leases:
                lease.release()

    def close(self) -> None:
        with self._lock:
            slots, self._all, self._idle = self._all, [], []
        for slot in slots:
            try:
                slot.close()
            except Exception:
                pass


class WarmLauncher:
    """The default launcher where bubblewrap works: slots of a process-wide :class:`WarmPool`."""

    name = "bwrap+zygote"

    def __init__(self, pool: WarmPool):
        self.pool = pool

    def protections(self) -> dict[str, bool]:
        p = bwrap.BwrapLauncher().protections()
        p["warm_pool"] = True
        return p

    def lease(self) -> SlotLease:
        return self.pool.lease()


_pool: WarmPool | None = None
_pool_lock = threading.Lock()


def warm_pool() -> WarmPool:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = WarmPool()
            atexit.register(_pool.close)
        return _pool
