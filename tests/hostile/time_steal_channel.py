# class: channel (reads the request pipe: the child then waits forever for a frame it ate)
# expect: time_limit_exceeded runtime_error invalid_output wrong_answer
import os


def softmax(x, axis=-1):
    for fd in range(3, 64):
        try:
            os.set_blocking(fd, False)
            os.read(fd, 1 << 20)
        except OSError:
            pass
    return x
