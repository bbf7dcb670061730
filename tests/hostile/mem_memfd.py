# class: memory — bytes written into a memfd are not counted by RLIMIT_AS (found by the attack review)
# expect: runtime_error memory_limit_exceeded
import os
def softmax(x, axis=-1):
    fd = os.memfd_create("x")
    os.write(fd, b"a" * 1000)
    return x
