# SOURCE: https://github.com/yflyzhang/AnnotatedTransformer/issues/1
# MISTAKE: the values are projected with the KEY weights (v = x_enc @ w_k, the "self.k_proj(value)" typo)
#          instead of w_v, so w_v is never used and the output mixes key vectors.
import numpy as np


def _split(x, h):
    b, t, d = x.shape
    return x.reshape(b, t, h, d // h).transpose(0, 2, 1, 3)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads != 0:
        raise ValueError("d_model must be divisible by num_heads")
    head_dim = d_model // num_heads
    query = _split(x_dec @ w_q, num_heads)
    key = _split(x_enc @ w_k, num_heads)
    value = _split(x_enc @ w_k, num_heads)

    scores = query @ np.swapaxes(key, -1, -2) / np.sqrt(head_dim)
    if enc_padding_mask is not None:
        scores = np.where(enc_padding_mask[:, None, None, :], scores, -np.inf)
    m = scores.max(axis=-1, keepdims=True)
    m = np.where(np.isfinite(m), m, 0.0)
    e = np.exp(scores - m)
    s = e.sum(axis=-1, keepdims=True)
    weights = np.where(s > 0, e / np.where(s > 0, s, 1.0), 0.0).astype(x_dec.dtype)
    ctx = weights @ value
    b, h, t, hd = ctx.shape
    merged = ctx.transpose(0, 2, 1, 3).reshape(b, t, h * hd)
    return (merged @ w_o).astype(x_dec.dtype), weights
