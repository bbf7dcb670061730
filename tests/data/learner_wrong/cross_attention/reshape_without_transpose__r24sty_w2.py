# MISTAKE: the per-head contexts are stacked as (batch, heads, t_dec, head_dim) and then reshaped straight to (batch, t_dec, d_model) without moving the head axis back, which mixes tokens when num_heads > 1.
import numpy as np


def _head_outputs(q, k, v, keep, num_heads):
    """Yield (context, weights) for every head in turn."""
    hd = q.shape[-1] // num_heads
    for h in range(num_heads):
        sl = slice(h * hd, (h + 1) * hd)
        s = q[..., sl] @ np.swapaxes(k[..., sl], -1, -2) / np.sqrt(hd)   # (b, t_dec, t_enc)
        if keep is not None:
            s = np.where(keep[:, None, :], s, -np.inf)
        m = np.max(s, axis=-1, keepdims=True)
        m = np.where(np.isfinite(m), m, 0)
        e = np.exp(s - m)
        z = e.sum(axis=-1, keepdims=True)
        w = np.divide(e, z, out=np.zeros_like(e), where=z != 0)
        yield w @ v[..., sl], w


def cross_attention(x_dec, x_enc, w_q, w_k, w_v, w_o, num_heads, enc_padding_mask=None):
    b, t_dec, d = x_dec.shape
    if d % num_heads:
        raise ValueError("d_model must be a multiple of num_heads")
    keep = None if enc_padding_mask is None else np.asarray(enc_padding_mask, dtype=bool)
    q, k, v = x_dec @ w_q, x_enc @ w_k, x_enc @ w_v
    ctxs, ws = zip(*_head_outputs(q, k, v, keep, num_heads))
    merged = np.stack(ctxs, axis=1).reshape(b, t_dec, d)
    weights = np.stack(ws, axis=1)
    return (merged @ w_o).astype(x_dec.dtype), weights.astype(x_dec.dtype)
