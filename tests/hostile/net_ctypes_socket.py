# class: network (raw socket syscall through libc, around the audit hook)
# expect: wrong_answer runtime_error
import ctypes
import struct

libc = ctypes.CDLL(None, use_errno=True)


def softmax(x, axis=-1):
    fd = libc.socket(2, 1, 0)  # AF_INET, SOCK_STREAM
    if fd >= 0:
        addr = struct.pack("<HH4s8x", 2, (47613 >> 8) | ((47613 & 0xFF) << 8), bytes([127, 0, 0, 1]))
        libc.connect(fd, addr, len(addr))
        libc.write(fd, b"exfiltrated", 11)
    return x
