# https://github.com/NVIDIA/TransformerEngine/pull/1268
# Bug: UnfusedDotProductAttention fills masked scores with -10000 instead of -inf: masked keys get tiny (nonzero) weight, real weight when scores are very negative, and a fully masked row gives uniform weights instead of a zero output.
import numpy as np


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads:
        raise ValueError("d_model not divisible by num_heads")
    hd = d // num_heads
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    hn = (gamma * (x - mu) / np.sqrt(var + eps) + beta).astype(x.dtype)
    q = (hn @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (hn @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (hn @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd).astype(x.dtype)
    if mask is not None:
        s = np.where(mask, s, s.dtype.type(-10000.0))
    s = s - s.max(-1, keepdims=True)
    p = np.exp(s)
    p = p / p.sum(-1, keepdims=True)
    ctx = (p @ v).transpose(0, 2, 1, 3).reshape(b, t, d)
    return (x + ctx @ w_o).astype(x.dtype)
