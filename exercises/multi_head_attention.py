import numpy as np


def multi_head_attention(x_q, x_kv, w_q, w_k, w_v, w_o, num_heads, mask=None):
    """Multi-head attention: project, split into heads, attend per head, merge, project back.

    Self-attention passes the same sequence as ``x_q`` and ``x_kv``; cross-attention passes the
    decoder states as ``x_q`` and the encoder output as ``x_kv`` (queries from one sequence, keys
    and values from the other, so ``q_len`` and ``k_len`` may differ).

    Args:
        x_q: ``(batch, q_len, d_model)`` float array (float64 or float32): where the queries come from.
        x_kv: ``(batch, k_len, d_kv)``: where the keys and values come from. ``d_kv == d_model`` in
            self-attention; an encoder may be wider or narrower in cross-attention.
        w_q: ``(d_model, d_model)`` query projection; ``q = x_q @ w_q`` (row vectors, ``x @ W``).
        w_k: ``(d_kv, d_model)`` key projection; ``k = x_kv @ w_k``.
        w_v: ``(d_kv, d_model)`` value projection; ``v = x_kv @ w_v``.
        w_o: ``(d_model, d_model)`` output projection, applied to the merged heads.
        num_heads: number of heads ``h``; ``head_dim = d_model // h``.
        mask: ``None`` or a boolean array that broadcasts to ``(batch, num_heads, q_len, k_len)``,
            ``True`` = this query may attend to this key. Typical: causal ``(q_len, k_len)``,
            padding ``(batch, 1, 1, k_len)``, or one mask per head ``(batch, num_heads, q_len, k_len)``.

    Returns:
        A tuple ``(output, weights)``:
        - ``output``: ``(batch, q_len, d_model)``;
        - ``weights``: ``(batch, num_heads, q_len, k_len)``, the attention weights of every head
          (not averaged over heads); each row sums to 1.
        Both keep the input's float dtype (float32 in -> float32 out).

    Raises:
        ValueError: if ``d_model`` is not divisible by ``num_heads``.

    Conventions:
        - Split heads: ``(batch, seq_len, d_model)`` -> reshape to ``(batch, seq_len, num_heads,
          head_dim)`` -> move the head axis forward: ``(batch, num_heads, seq_len, head_dim)``.
          Head ``i`` owns features ``[i * head_dim, (i + 1) * head_dim)``. Merge is the exact inverse.
        - Inside each head, scaled dot-product attention with scale ``1 / sqrt(head_dim)`` (the
          per-head size, not ``d_model``); masked scores become ``-inf`` before a numerically
          stable softmax over keys; a query with no allowed key gets zero weights and a zero
          context vector (never NaN).
        - The merged heads go through ``w_o``. No biases. Do not modify any input.

    Source: Vaswani et al. 2017, "Attention Is All You Need", §3.2.2 (and eq. 1 inside each head).
    """
    raise NotImplementedError
