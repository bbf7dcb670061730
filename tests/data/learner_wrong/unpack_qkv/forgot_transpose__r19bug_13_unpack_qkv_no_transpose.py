# SOURCE: https://github.com/rasbt/LLMs-from-scratch/issues/857
# BUG: The weights are stored (d_out, d_in) (nn.Linear layout) but used as if (d_in, d_out):
#      einsum("bnd,di->bni", x, W) i.e. x @ W without the transpose.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3*d_model, d_model)")
    d = w_qkv.shape[1]
    w_q = w_qkv[:d].copy()              # no .T (the reported bug)
    w_k = w_qkv[d:2 * d].copy()
    w_v = w_qkv[2 * d:].copy()
    if b_qkv is None:
        z = np.zeros(d, dtype=w_qkv.dtype)
        b_q, b_k, b_v = z.copy(), z.copy(), z.copy()
    else:
        b_qkv = np.asarray(b_qkv)
        if b_qkv.shape != (3 * d,):
            raise ValueError("b_qkv must be (3*d_model,)")
        b_q, b_k, b_v = b_qkv[:d].copy(), b_qkv[d:2 * d].copy(), b_qkv[2 * d:].copy()
    return w_q, w_k, w_v, b_q, b_k, b_v
