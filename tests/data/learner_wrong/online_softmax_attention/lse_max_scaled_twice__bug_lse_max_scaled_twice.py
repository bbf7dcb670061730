# https://github.com/HKUSTDial/flash-sparse-attention/pull/106
# lse = row_max * softmax_scale + log(sum) although row_max is already taken over the scaled
# scores: the maximum is scaled twice in the returned log-sum-exp (the output is right).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size must be >= 1")
    softmax_scale = 1.0 / np.sqrt(q.shape[-1])
    Lq, Lk = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2])
    row_max = np.full(lead + (Lq, 1), -np.inf)
    row_sum = np.zeros(lead + (Lq, 1))
    acc = np.zeros(lead + (Lq, v.shape[-1]))
    M = None if mask is None else np.broadcast_to(mask, lead + (Lq, Lk))
    for j in range(0, Lk, block_size):
        s = (q @ np.swapaxes(k[..., j:j + block_size, :], -1, -2)) * softmax_scale
        if M is not None:
            s = np.where(M[..., j:j + block_size], s, -np.inf)
        new_max = np.maximum(row_max, s.max(-1, keepdims=True))
        shift = np.where(np.isneginf(new_max), 0.0, new_max)
        p = np.exp(s - shift)
        alpha = np.where(np.isneginf(row_max), 0.0, np.exp(row_max - shift))
        row_sum = alpha * row_sum + p.sum(-1, keepdims=True)
        acc = alpha * acc + p @ v[..., j:j + block_size, :]
        row_max = new_max
    out = np.where(row_sum > 0, acc / np.where(row_sum > 0, row_sum, 1), 0.0)
    lse = np.where(row_sum > 0, row_max * softmax_scale + np.log(np.where(row_sum > 0, row_sum, 1)), -np.inf)
    return out.astype(q.dtype), lse[..., 0].astype(q.dtype)
