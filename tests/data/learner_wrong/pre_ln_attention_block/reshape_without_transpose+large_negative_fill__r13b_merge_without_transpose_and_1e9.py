# WRONG: merges heads with (batch, heads, seq, head_dim).reshape(batch, seq, d) without moving the head axis back first; and masked scores are filled with -1e9, so a fully masked row gets uniform weights instead of zeros.
import math
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, n, d = x.shape
    if d % num_heads:
        raise ValueError("heads must divide d_model")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    sd = np.sqrt(((x - mu) ** 2).mean(-1, keepdims=True) + eps)
    h = (x - mu) / sd * gamma + beta
    qkv = [np.moveaxis((h @ w).reshape(b, n, num_heads, hd), 2, 1) for w in (w_q, w_k, w_v)]
    q, k, v = qkv
    att = q @ np.moveaxis(k, -1, -2) * (1.0 / math.sqrt(hd))
    if mask is not None:
        att = np.where(mask, att, -1e9)
    att = np.exp(att - att.max(-1, keepdims=True))
    att = att / att.sum(-1, keepdims=True)
    y = (att @ v).reshape(b, n, d)
    return (x + y @ w_o).astype(x.dtype)
