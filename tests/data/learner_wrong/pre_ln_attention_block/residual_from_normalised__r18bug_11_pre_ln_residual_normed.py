# SOURCE: https://github.com/dmlc/gluon-nlp/pull/1488
# BUG: with pre_norm the encoder layer does `data = self.layer_norm(data)` and later
#      `out = out + data`, so the residual connection adds the normalised input instead of the raw one.
import numpy as np


def _layer_norm(x, gamma, beta, eps):
    mean = np.mean(x, axis=-1, keepdims=True)
    var = np.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return gamma * (x - mean) / np.sqrt(var + eps) + beta


def pre_ln_attention_block(x, gamma, beta, w_q, w_k, w_v, w_o, num_heads, mask=None, eps=1e-5):
    x = np.asarray(x)
    dtype = x.dtype
    b, t, d_model = x.shape
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d_model // num_heads
    data = _layer_norm(x, gamma, beta, eps)              # BUG: overwrites the residual source
    q = (data @ w_q).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    k = (data @ w_k).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    v = (data @ w_v).reshape(b, t, num_heads, hd).transpose(0, 2, 1, 3)
    s = q @ k.transpose(0, 1, 3, 2) / np.sqrt(hd)
    if mask is not None:
        s = np.where(np.asarray(mask, bool), s, -np.inf)
    m = np.max(s, axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(s - m)
    z = np.sum(e, axis=-1, keepdims=True)
    w = e / np.where(z == 0, 1.0, z)
    out = (w @ v).transpose(0, 2, 1, 3).reshape(b, t, d_model) @ w_o
    out = out + data                                      # BUG: residual adds LN(x), not x
    return out.astype(dtype)
