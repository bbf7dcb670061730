# MISTAKE: (1) wrong index map: rows are taken interleaved (w_qkv[0::3], [1::3], [2::3], same for the bias)
#          instead of three contiguous blocks; (2) no shape validation: a w_qkv that is not (3d, d) (or a
#          wrong-length b_qkv) is accepted silently instead of raising ValueError.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    d = w_qkv.shape[-1]
    out_w = [np.array(w_qkv[i::3].T) for i in range(3)]
    if b_qkv is None:
        out_b = [np.zeros(d, dtype=w_qkv.dtype) for _ in range(3)]
    else:
        out_b = [np.array(b_qkv[i::3]) for i in range(3)]
    return (*out_w, *out_b)
