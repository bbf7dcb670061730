# MISTAKE: (1) splits the rows interleaved (w_qkv[0::3], [1::3], [2::3]) instead of three contiguous blocks; (2) no shape validation: a w_qkv that is not (3d, d) or a wrong-length b_qkv is accepted instead of ValueError.
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    d = w_qkv.shape[-1]
    ws = tuple(np.ascontiguousarray(w_qkv[i::3].T) for i in range(3))
    if b_qkv is None:
        bs = tuple(np.zeros(d, dtype=w_qkv.dtype) for _ in range(3))
    else:
        b = np.asarray(b_qkv)
        bs = tuple(b[i::3].copy() for i in range(3))
    return ws + bs
