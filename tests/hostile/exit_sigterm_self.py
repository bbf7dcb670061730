# class: crashes (kills itself)
# expect: runtime_error
import os
import signal


def softmax(x, axis=-1):
    os.kill(os.getpid(), signal.SIGKILL)
