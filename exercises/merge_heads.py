import numpy as np


def merge_heads(x):
    """Concatenate the heads back into one feature vector per token (the inverse of ``split_heads``).

    Args:
        x: float ndarray (float64 or float32) of shape ``(batch, num_heads, seq_len, head_dim)``,
            e.g. the per-head outputs of attention.

    Returns:
        ndarray of shape ``(batch, seq_len, num_heads * head_dim)``, same dtype as ``x`` (float32 in
        -> float32 out). Token ``t`` is the concatenation of its vectors from head 0, head 1, ...
        in head order: ``out[b, t, h * head_dim:(h + 1) * head_dim] == x[b, h, t, :]``.

    Conventions:
        Move the head axis back behind the sequence axis -> ``(batch, seq_len, num_heads, head_dim)``,
        then reshape to ``(batch, seq_len, num_heads * head_dim)``. Reshaping without moving the
        axis first is NOT the same: it mixes tokens. ``merge_heads(split_heads(x, h)) == x`` exactly.
        Concatenate the heads; do not average or sum them. Do not modify ``x``.

    Raises:
        Nothing for a 4-D input.

    Source: Vaswani et al. 2017, "Attention Is All You Need", §3.2.2:
    MultiHead(Q, K, V) = Concat(head_1, ..., head_h) W^O.
    """
    raise NotImplementedError
