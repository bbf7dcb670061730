# MISTAKE: when a block raises the running max, l is rescaled by exp(m - m_new) but the accumulator acc is NOT (forgotten `acc *= alpha`).
import numpy as np


def online_softmax_attention(q, k, v, block_size, mask=None):
    if block_size < 1:
        raise ValueError("block_size >= 1")
    n_q, n_k = q.shape[-2], k.shape[-2]
    lead = np.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    M = None if mask is None else np.broadcast_to(np.asarray(mask, bool), lead + (n_q, n_k))
    run_max = np.full(lead + (n_q,), -np.inf)
    run_sum = np.zeros(lead + (n_q,))
    acc = np.zeros(lead + (n_q, v.shape[-1]))
    for lo in range(0, n_k, block_size):
        hi = min(n_k, lo + block_size)
        sc = np.einsum("...qd,...kd->...qk", q, k[..., lo:hi, :]) / np.sqrt(q.shape[-1])
        sc = np.broadcast_to(sc, lead + (n_q, hi - lo))
        if M is not None:
            sc = np.where(M[..., lo:hi], sc, -np.inf)
        new_max = np.maximum(run_max, sc.max(-1))
        ref = np.where(np.isinf(new_max), 0.0, new_max)
        alpha = np.exp(np.where(np.isinf(run_max), -np.inf, run_max - ref))
        pexp = np.exp(sc - ref[..., None])
        run_sum = run_sum * alpha + pexp.sum(-1)
        acc = acc + np.einsum("...qk,...kv->...qv", pexp, v[..., lo:hi, :])
        run_max = new_max
    safe = np.where(run_sum > 0, run_sum, 1.0)
    out = np.where(run_sum[..., None] > 0, acc / safe[..., None], 0.0)
    lse = np.where(run_sum > 0, run_max + np.log(safe), -np.inf)
    return out.astype(q.dtype), lse.astype(q.dtype)
