# SOURCE: https://github.com/mindspore-lab/mindone/pull/399
# BUG: the converter copied a PyTorch nn.Linear weight (used there as input @ weight.T) without transposing it,
#      while the target code computes input @ weight -- "so we transpose this parameter manually when convert weights".
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    w_qkv = np.asarray(w_qkv)
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3d, d)")
    d = w_qkv.shape[1]
    # BUG: blocks kept in PyTorch's (d_out, d_in) orientation -- no .T
    w_q = w_qkv[0:d].copy()
    w_k = w_qkv[d:2 * d].copy()
    w_v = w_qkv[2 * d:3 * d].copy()
    if b_qkv is None:
        b = np.zeros(3 * d, dtype=w_qkv.dtype)
    else:
        b = np.asarray(b_qkv)
        if b.shape != (3 * d,):
            raise ValueError("b_qkv must be (3d,)")
    return w_q, w_k, w_v, b[0:d].copy(), b[d:2 * d].copy(), b[2 * d:].copy()
