# SOURCE: https://github.com/pytorch/pytorch/issues/24816
# BUG: with src_key_padding_mask, a query whose keys are all padding gets every score filled with
#      -inf and the plain softmax turns that row into NaN (0/0), so the output is NaN instead of 0.
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q); x_kv = np.asarray(x_kv)
    dtype = x_q.dtype
    b, tq, d_model = x_q.shape
    tk = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(np.asarray(mask, bool), s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    e = np.exp(s - m)                                    # BUG: -inf - (-inf) = NaN for a fully masked row
    w = e / np.sum(e, axis=-1, keepdims=True)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d_model)
    out = ctx @ w_o
    return out.astype(dtype), w.astype(dtype)
