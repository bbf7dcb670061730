# https://github.com/Shujun-He/RibonanzaNet/issues/5
# Bug: masked scores are filled with -1e-9 (about 0) instead of -inf, so masked keys keep weight (and a fully masked row gets near-uniform weights, not zeros); everything else correct.
import math
import numpy as np

def _safe_softmax(s):
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    return np.where(z > 0, e / np.where(z > 0, z, 1), 0)


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    b, tq, d = x_q.shape
    if d % num_heads != 0:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    tk = x_kv.shape[1]
    q = (x_q @ w_q).reshape(b, tq, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_kv @ w_k).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_kv @ w_v).reshape(b, tk, num_heads, hd).transpose(0, 2, 1, 3)
    s = (q @ k.swapaxes(-1, -2)) / math.sqrt(hd)
    if mask is not None:
        s = np.where(mask, s, -1e-9)
    w = _safe_softmax(s)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, tq, d)
    return ctx @ w_o, w
