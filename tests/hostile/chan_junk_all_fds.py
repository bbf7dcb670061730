# class: channel (junk on every descriptor)
# expect: invalid_output runtime_error
import os


def softmax(x, axis=-1):
    for fd in range(0, 256):
        try:
            os.write(fd, b"\x00\x00\x00\x10{\"type\": \"result\"}junkjunkjunk" * 10)
        except OSError:
            pass
    return x
