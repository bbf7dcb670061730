# class: exits (KeyboardInterrupt, raised and by signal)
# expect: runtime_error
import os
import signal


def softmax(x, axis=-1):
    if x.size % 2:
        raise KeyboardInterrupt
    os.kill(os.getpid(), signal.SIGINT)
    return x
