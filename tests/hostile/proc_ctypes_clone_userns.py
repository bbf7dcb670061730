# class: namespaces (a new user namespace would give "root" inside)
# expect: wrong_answer runtime_error
import ctypes

libc = ctypes.CDLL(None, use_errno=True)
CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000


def softmax(x, axis=-1):
    libc.unshare(CLONE_NEWUSER | CLONE_NEWNET)
    return x
