# SOURCE: https://github.com/earthspecies/avex/pull/26
# MISTAKE: enc_padding_mask is treated with the opposite meaning (True = padding, as PyTorch's key_padding_mask), so the real source tokens are set to -inf and only the padding is attended (a batch with no padding gets all-zero weights and output).
import numpy as np


def _split(t, num_heads):
    b, n, d = t.shape
    return t.reshape(b, n, num_heads, d // num_heads).swapaxes(1, 2)


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    d_model = x_dec.shape[-1]
    if d_model % num_heads:
        raise ValueError("num_heads must divide d_model")
    head_dim = d_model // num_heads
    q = _split(x_dec @ w_q, num_heads)
    k = _split(x_enc @ w_k, num_heads)
    v = _split(x_enc @ w_v, num_heads)

    scores = q @ k.swapaxes(-1, -2) * (1.0 / np.sqrt(head_dim))
    if enc_padding_mask is not None:
        key_padding = enc_padding_mask[:, None, None, :]
        scores = np.where(key_padding, -np.inf, scores)

    row_max = np.max(scores, axis=-1, keepdims=True)
    row_max = np.where(np.isneginf(row_max), 0.0, row_max)
    ex = np.exp(scores - row_max)
    tot = ex.sum(axis=-1, keepdims=True)
    weights = np.divide(ex, tot, out=np.zeros_like(ex), where=tot != 0)

    ctx = (weights @ v).swapaxes(1, 2)
    b, t_dec = x_dec.shape[:2]
    out = ctx.reshape(b, t_dec, d_model) @ w_o
    return out.astype(x_dec.dtype, copy=False), weights.astype(x_dec.dtype, copy=False)
