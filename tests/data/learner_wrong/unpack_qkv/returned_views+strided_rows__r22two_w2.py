# MISTAKE: Reads every third row (w_qkv[0::3], [1::3], [2::3], and the same for the bias) as if Q, K, V were interleaved, instead of the contiguous blocks [W_Q; W_K; W_V].
# MISTAKE: Returns views into w_qkv/b_qkv (slices and .T, no copy), so writing into a returned matrix changes the packed input.
import numpy as np


def unpack_qkv(w_qkv, b_qkv=None):
    if w_qkv.ndim != 2 or w_qkv.shape[0] != 3 * w_qkv.shape[1]:
        raise ValueError("w_qkv must be (3 * d_model, d_model)")
    d = w_qkv.shape[1]
    w_q = w_qkv[0::3].T
    w_k = w_qkv[1::3].T
    w_v = w_qkv[2::3].T
    if b_qkv is None:
        zeros = np.zeros(d, dtype=w_qkv.dtype)
        return w_q, w_k, w_v, zeros, zeros.copy(), zeros.copy()
    if b_qkv.shape != (3 * d,):
        raise ValueError("b_qkv must be (3 * d_model,)")
    return w_q, w_k, w_v, b_qkv[0::3], b_qkv[1::3], b_qkv[2::3]
