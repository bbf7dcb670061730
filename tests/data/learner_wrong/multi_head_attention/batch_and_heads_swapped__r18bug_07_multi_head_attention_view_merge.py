# SOURCE: https://github.com/jadore801120/attention-is-all-you-need-pytorch/issues/7
# BUG: the per-head outputs are stacked head-major as (n_head*mb_size, len_q, d_v) and then
#      "restored" with outputs.view(mb_size, len_q, -1), which does not concatenate each token's
#      heads (it should split along the stacked axis and concatenate on the feature axis).
import numpy as np


def _softmax_safe(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return e / np.where(z == 0, 1.0, z)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    x_q = np.asarray(x_q); x_kv = np.asarray(x_kv)
    dtype = x_q.dtype
    b, tq, d_model = x_q.shape
    tk = x_kv.shape[1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    q = x_q @ w_q; k = x_kv @ w_k; v = x_kv @ w_v
    # head-major stacking: (n_head, mb, len, hd) -> (n_head*mb, len, hd)
    qs = q.reshape(b, tq, num_heads, hd).transpose(2, 0, 1, 3).reshape(num_heads * b, tq, hd)
    ks = k.reshape(b, tk, num_heads, hd).transpose(2, 0, 1, 3).reshape(num_heads * b, tk, hd)
    vs = v.reshape(b, tk, num_heads, hd).transpose(2, 0, 1, 3).reshape(num_heads * b, tk, hd)
    s = qs @ ks.transpose(0, 2, 1) / np.sqrt(hd)
    s = s.reshape(num_heads, b, tq, tk).transpose(1, 0, 2, 3)          # (b, h, tq, tk)
    if mask is not None:
        s = np.where(np.broadcast_to(np.asarray(mask, bool), s.shape), s, -np.inf)
    w = _softmax_safe(s)                                               # (b, h, tq, tk)
    w_stack = w.transpose(1, 0, 2, 3).reshape(num_heads * b, tq, tk)
    outputs = w_stack @ vs                                             # (n_head*mb, len_q, hd)
    outputs = outputs.reshape(b, tq, -1)                               # BUG: view(mb_size, len_q, -1)
    out = outputs @ w_o
    return out.astype(dtype), w.astype(dtype)
