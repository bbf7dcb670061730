# MISTAKE: (1) splits the packed matrix along the columns (axis 1, interleaved reading) instead of the row blocks: it reshapes (3d, d) as (d, 3, d) so Q takes rows 0, 3, 6, ...; (2) returns views of w_qkv / b_qkv (no copy), not new arrays.
import numpy as np

def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("bad w_qkv")
    d = w_qkv.shape[1]
    blocks = w_qkv.reshape(d, 3, d)
    w_q, w_k, w_v = blocks[:, 0].T, blocks[:, 1].T, blocks[:, 2].T
    if b_qkv is None:
        b_q = b_k = b_v = np.zeros(d, dtype=w_qkv.dtype)
    else:
        if b_qkv.shape != (3 * d,):
            raise ValueError("bad b_qkv")
        b_q, b_k, b_v = b_qkv[:d], b_qkv[d:2 * d], b_qkv[2 * d:]
    return w_q, w_k, w_v, b_q, b_k, b_v
