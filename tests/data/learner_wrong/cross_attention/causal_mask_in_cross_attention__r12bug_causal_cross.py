# https://github.com/huggingface/transformers/issues/48172
# Bug: cross-attention is treated as causal (module never sets is_causal=False, SDPA defaults to causal): a
# lower-triangular (top-left, t_dec x t_enc) mask is applied on top of the padding mask, so decoder token i
# only sees source tokens 0..i.
import math
import numpy as np


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    t_enc = x_enc.shape[1]
    if d % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    hd = d // num_heads
    q = (x_dec @ w_q).reshape(b, t_dec, num_heads, hd).transpose(0, 2, 1, 3)
    k = (x_enc @ w_k).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    v = (x_enc @ w_v).reshape(b, t_enc, num_heads, hd).transpose(0, 2, 1, 3)
    s = (q @ k.transpose(0, 1, 3, 2)) / math.sqrt(hd)
    is_causal = True                               # getattr(module, "is_causal", True)
    allowed = np.ones((b, 1, t_dec, t_enc), dtype=bool)
    if is_causal:
        allowed = allowed & np.tril(np.ones((t_dec, t_enc), dtype=bool))
    if enc_padding_mask is not None:
        allowed = allowed & np.asarray(enc_padding_mask, dtype=bool)[:, None, None, :]
    s = np.where(allowed, s, -np.inf)
    m = s.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0)
    e = np.exp(s - m)
    z = e.sum(axis=-1, keepdims=True)
    w = np.where(z > 0, e / np.where(z > 0, z, 1), 0).astype(x_dec.dtype)
    ctx = (w @ v).transpose(0, 2, 1, 3).reshape(b, t_dec, d)
    return (ctx @ w_o).astype(x_dec.dtype), w
