# Wrong: splits heads with a straight reshape to (batch, heads, seq, head_dim) and merges with the straight reverse reshape (no transpose either way), so tokens and features get mixed across heads.
import math
import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    B, Tq, D = x_q.shape
    Tk = x_kv.shape[1]
    if D % num_heads:
        raise ValueError("D % num_heads != 0")
    H, hd = num_heads, D // num_heads
    q = (x_q @ w_q).reshape(B, H, Tq, hd)
    k = (x_kv @ w_k).reshape(B, H, Tk, hd)
    v = (x_kv @ w_v).reshape(B, H, Tk, hd)
    att = q @ np.swapaxes(k, -1, -2) / math.sqrt(hd)
    if mask is not None:
        att = np.where(mask, att, -np.inf)
    m = np.max(att, axis=-1, keepdims=True)
    m[~np.isfinite(m)] = 0
    att = np.exp(att - m)
    s = att.sum(-1, keepdims=True)
    att = np.divide(att, s, out=np.zeros_like(att), where=s > 0)
    y = (att @ v).reshape(B, Tq, D)
    return y @ w_o, att
