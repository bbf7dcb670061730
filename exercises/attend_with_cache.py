import numpy as np


def attend_with_cache(q_new, k_cache, v_cache, k_new, v_new, key_padding_mask=None):
    """One decoding step with a KV cache: attend from the new tokens, then grow the cache.

    Args:
        q_new: float ndarray ``(batch, heads, t_new, head_dim)`` -- queries of the ``t_new`` newest
            tokens (1 when decoding token by token, more for a chunk or the first prompt).
        k_cache: ``(batch, heads, t_past, head_dim)`` keys of all earlier tokens (``t_past`` may be 0).
        v_cache: ``(batch, heads, t_past, d_v)`` values of all earlier tokens.
        k_new: ``(batch, heads, t_new, head_dim)`` keys of the new tokens.
        v_new: ``(batch, heads, t_new, d_v)`` values of the new tokens.
        key_padding_mask: optional bool ``(batch, t_past + t_new)`` describing the WHOLE grown
            sequence, ``True`` = real token, ``False`` = padding (e.g. the left padding of the
            shorter prompts in a batch). ``None`` = no padding.

    Returns:
        ``(output, k_cache, v_cache)``: ``output`` ``(batch, heads, t_new, d_v)``, and the grown
        caches ``k_cache + k_new`` ``(batch, heads, t_past + t_new, head_dim)`` and
        ``v_cache + v_new`` ``(batch, heads, t_past + t_new, d_v)``, concatenated along the
        sequence axis (-2), old tokens first.

    Raises:
        ValueError: ``q_new`` and ``k_new`` have different ``t_new``, or ``key_padding_mask`` does
            not cover ``t_past + t_new`` keys.

    Conventions:
        Causal, bottom-right aligned: new query ``i`` (``0 <= i < t_new``) sees cached keys and the
        new keys ``0..i`` -- key ``j`` of the grown cache iff ``j <= t_past + i`` -- so the newest
        query sees every key. Padded keys are never attended; a query with no allowed key gets a zero
        output. Scores scaled by ``1/sqrt(head_dim)``. Decoding one token at a time must give exactly
        the rows of full causal attention over the whole sequence. Return new arrays; do not modify
        the inputs.

    Source: Vaswani et al. 2017, §3.2.3 (masked decoder self-attention); incremental decoding with
    cached keys and values as in fairseq / Hugging Face ``past_key_values``.
    """
    raise NotImplementedError
