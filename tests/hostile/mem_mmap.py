# class: memory (mmap, outside numpy and the Python allocator)
# expect: memory_limit_exceeded runtime_error
import mmap


def softmax(x, axis=-1):
    maps = [mmap.mmap(-1, 512 << 20) for _ in range(16)]
    for m in maps:
        m[::4096] = b"x" * len(range(0, len(m), 4096))
    return x
