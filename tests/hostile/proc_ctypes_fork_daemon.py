# class: processes (fork + setsid + fork through libc, around the audit hook)
# expect: wrong_answer runtime_error
import ctypes
import os
import signal
import time

libc = ctypes.CDLL(None)


def softmax(x, axis=-1):
    pid = libc.fork()
    if pid == 0:
        os.setsid()
        if libc.fork() == 0:
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
            while True:
                time.sleep(1)
        os._exit(0)
    return x  # wrong on purpose; the point is the daemon
