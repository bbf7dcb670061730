# wrong: two mistakes - reads every third row (w_qkv[0::3], [1::3], [2::3], and the same for the bias) as if Q, K, V were interleaved, instead of the contiguous blocks, and returns views of the input (.T of a slice, bias slices) instead of new arrays
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    d = w_qkv.shape[1]
    ws = [w_qkv[i::3].T for i in range(3)]
    if b_qkv is None:
        bs = [np.zeros(d, w_qkv.dtype) for _ in range(3)]
    else:
        if np.shape(b_qkv) != (3 * d,):
            raise ValueError("bad b_qkv")
        bs = [b_qkv[i::3] for i in range(3)]
    return (*ws, *bs)
