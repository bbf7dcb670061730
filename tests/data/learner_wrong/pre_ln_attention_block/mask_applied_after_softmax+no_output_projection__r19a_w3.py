# MISTAKE: two slips: (1) the output projection w_o is never applied (merged heads are added straight to x); (2) the mask is applied AFTER the softmax by zeroing the masked weights, without renormalising (rows no longer sum to 1).
import numpy as np


def layer_norm(x, gamma, beta, eps=1e-5):
    mu = x.mean(-1, keepdims=True)
    var = ((x - mu) ** 2).mean(-1, keepdims=True)
    return gamma * (x - mu) / np.sqrt(var + eps) + beta


def softmax(s):
    s = s - s.max(-1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(-1, keepdims=True)


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    b, t, d = x.shape
    if d % num_heads != 0:
        raise ValueError("d_model % num_heads != 0")
    hd = d // num_heads
    h = layer_norm(x, gamma, beta, eps)
    out = np.zeros_like(x)
    for i in range(num_heads):
        cols = slice(i * hd, (i + 1) * hd)
        q = (h @ w_q)[..., cols]
        k = (h @ w_k)[..., cols]
        v = (h @ w_v)[..., cols]
        p = softmax(q @ k.transpose(0, 2, 1) / np.sqrt(hd))
        if mask is not None:
            m = np.broadcast_to(mask, (b, num_heads, t, t))[:, i]
            p = np.where(m, p, 0.0)
        out[..., cols] = p @ v
    return x + out
